// The signed-in user's personal access tokens (account screen 'API and WebHooks').
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken, currentUser } from '../auth/guard.ts';
import { PERSONAL_ACCESS_TOKEN_PREFIX } from '../auth/tokens.ts';
import { forbidden } from '../http/errors.ts';
import { parse } from '../http/validate.ts';
import {
  PAT_MESSAGES,
  createToken,
  createTokenBody,
  deleteToken,
  listTokens,
} from '../user/personal-access-tokens.ts';

/** A leaked key must not be able to mint or revoke keys: that takes a signed-in session. */
function assertSession(request: FastifyRequest) {
  if (bearerToken(request)?.startsWith(PERSONAL_ACCESS_TOKEN_PREFIX))
    throw forbidden(PAT_MESSAGES.notWithToken);
}

export async function personalAccessTokenRoutes(app: FastifyInstance) {
  const base = '/v2/user/personal-access-tokens';

  app.get(base, { preHandler: app.authenticate }, async (request) => ({
    items: await listTokens(app.db, currentUser(request).id),
  }));

  app.post(base, { preHandler: app.authenticate }, async (request, reply) => {
    assertSession(request);
    const { name } = parse(createTokenBody, request.body);
    const token = await createToken(app.db, currentUser(request).id, name);
    return reply.status(201).header('cache-control', 'no-store').send(token);
  });

  app.delete<{ Params: { id: string } }>(`${base}/:id`, { preHandler: app.authenticate }, async (request) => {
    assertSession(request);
    await deleteToken(app.db, currentUser(request).id, request.params.id);
    return { id: request.params.id };
  });
}
