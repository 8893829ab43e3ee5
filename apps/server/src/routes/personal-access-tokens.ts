// The signed-in user's personal access tokens (account screen 'API and WebHooks').
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken, currentUser } from '../auth/guard.ts';
import { notifyAccessChange } from '../collab/access-changes.ts';
import { PERSONAL_ACCESS_TOKEN_PREFIX } from '../auth/tokens.ts';
import { forbidden } from '../http/errors.ts';
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

  app.get(base, async (request) => ({ items: await listTokens(app.db, currentUser(request).id) }));

  // The session check comes before the body's: a leaked key learns nothing from this route.
  app.post(base, { onRequest: assertSession, schema: { body: createTokenBody } }, async (request, reply) => {
    const token = await createToken(app.db, currentUser(request).id, request.body.name);
    return reply.status(201).header('cache-control', 'no-store').send(token);
  });

  app.delete(
    `${base}/:id`,
    { onRequest: assertSession, schema: { params: tokenParams } },
    async (request) => {
      const user = currentUser(request);
      await deleteToken(app.db, user.id, request.params.id);
      // A socket opened with the revoked token closes; the user's others check and stay.
      await notifyAccessChange(app, { userIds: [user.id] });
      return { id: request.params.id };
    },
  );
};
