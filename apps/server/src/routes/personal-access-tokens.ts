// The signed-in user's personal access tokens (account screen 'API and WebHooks').
import {
  PersonalAccessTokenListSchema,
  PersonalAccessTokenSchema,
  RevokedPersonalAccessTokenSchema,
} from '@vitrine/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken, currentUser } from '../auth/guard.ts';
import { notifyAccessChange } from '../collab/access-changes.ts';
import { PERSONAL_ACCESS_TOKEN_PREFIX } from '../auth/tokens.ts';
import { forbidden } from '../http/errors.ts';
import { errorResponses } from '../http/responses.ts';
import { requireSignIn } from '../http/route-table.ts';
import {
  PAT_MESSAGES,
  createToken,
  createTokenBody,
  deleteToken,
  listTokens,
} from '../user/personal-access-tokens.ts';

/** A leaked key must not be able to mint or revoke keys: that takes a signed-in session. */
async function assertSession(request: FastifyRequest) {
  if (bearerToken(request)?.startsWith(PERSONAL_ACCESS_TOKEN_PREFIX))
    throw forbidden(PAT_MESSAGES.notWithToken);
}

const tokenParams = z.object({ id: z.string() });

export const personalAccessTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSignIn(app);
  const base = '/v2/user/personal-access-tokens';

  const list = {
    schema: {
      operationId: 'listPersonalAccessTokens',
      summary: "The signed-in user's personal access tokens, keys masked",
      response: { 200: PersonalAccessTokenListSchema, ...errorResponses(401) },
    },
  };
  app.get(base, list, async (request) => ({ items: await listTokens(app.db, currentUser(request).id) }));

  // The session check comes before the body's: a leaked key learns nothing from this route.
  const create = {
    onRequest: assertSession,
    schema: {
      operationId: 'createPersonalAccessToken',
      summary: 'Create a personal access token; the answer holds its full key, shown only this once',
      body: createTokenBody,
      response: { 201: PersonalAccessTokenSchema, ...errorResponses(400, 401, 403) },
    },
  };
  app.post(base, create, async (request, reply) => {
    const token = await createToken(app.db, currentUser(request).id, request.body.name);
    return reply.status(201).header('cache-control', 'no-store').send(token);
  });

  app.delete(
    `${base}/:id`,
    {
      onRequest: assertSession,
      schema: {
        operationId: 'revokePersonalAccessToken',
        summary: 'Revoke a personal access token: calls made with it fail from now on',
        params: tokenParams,
        response: { 200: RevokedPersonalAccessTokenSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await deleteToken(app.db, user.id, request.params.id);
      // A socket opened with the revoked token closes; the user's others check and stay.
      await notifyAccessChange(app, { userIds: [user.id] });
      return { id: request.params.id };
    },
  );
};
