// The signed-in user's own account (SPEC §7 GET, PATCH/PUT /v2/user).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../auth/guard.ts';
import { unauthorized } from '../http/errors.ts';
import { parse } from '../http/validate.ts';
import { findUser, profileUpdateSchema, publicUser, updateProfile } from '../user/profile.ts';

export async function userRoutes(app: FastifyInstance) {
  const signedInUser = async (request: FastifyRequest) => {
    const user = await findUser(app.db, currentUser(request).id);
    if (!user) throw unauthorized('Invalid token : Token expired');
    return user;
  };

  app.get('/v2/user', { preHandler: app.authenticate }, async (request) =>
    publicUser(await signedInUser(request)),
  );

  const update = async (request: FastifyRequest) => {
    const changes = parse(profileUpdateSchema, request.body);
    return publicUser(await updateProfile(app.db, await signedInUser(request), changes));
  };
  app.patch('/v2/user', { preHandler: app.authenticate }, update);
  app.put('/v2/user', { preHandler: app.authenticate }, update);
}
