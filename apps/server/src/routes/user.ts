// The signed-in user's own account (SPEC §7 GET, PATCH/PUT /v2/user).
import { UserProfileUpdateSchema, UserSchema, type UserProfileUpdate } from '@vitrine/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/guard.ts';
import { unauthorized } from '../http/errors.ts';
import { errorResponses } from '../http/responses.ts';
import { requireSignIn } from '../http/route-table.ts';
import { findUser, publicUser, updateProfile } from '../user/profile.ts';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSignIn(app);

  const signedInUser = async (request: FastifyRequest) => {
    const user = await findUser(app.db, currentUser(request).id);
    if (!user) throw unauthorized('Invalid token : Token expired');
    return user;
  };

  const read = {
    schema: {
      operationId: 'getUser',
      summary: 'The signed-in user',
      response: { 200: UserSchema, ...errorResponses(401) },
    },
  };
  app.get('/v2/user', read, async (request) => publicUser(await signedInUser(request)));

  const update = (operationId: string, summary: string) => ({
    schema: {
      operationId,
      summary,
      body: UserProfileUpdateSchema,
      response: { 200: UserSchema, ...errorResponses(400, 401) },
    },
  });
  const handler = async (request: FastifyRequest<{ Body: UserProfileUpdate }>) =>
    publicUser(await updateProfile(app.db, await signedInUser(request), request.body));
  app.patch(
    '/v2/user',
    update('updateUser', "Change the signed-in user's non-empty profile fields"),
    handler,
  );
  app.put('/v2/user', update('replaceUser', 'Same as PATCH /v2/user: only non-empty fields change'), handler);
};
