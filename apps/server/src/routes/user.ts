// The signed-in user's own account (SPEC §7 GET, PATCH/PUT /v2/user).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/guard.ts';
import { unauthorized } from '../http/errors.ts';
import { requireSignIn } from '../http/route-table.ts';
import {
  findUser,
  profileUpdateSchema,
  publicUser,
  updateProfile,
  type ProfileUpdate,
} from '../user/profile.ts';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSignIn(app);

  const signedInUser = async (request: FastifyRequest) => {
    const user = await findUser(app.db, currentUser(request).id);
    if (!user) throw unauthorized('Invalid token : Token expired');
    return user;
  };

  app.get('/v2/user', async (request) => publicUser(await signedInUser(request)));

  const update = { schema: { body: profileUpdateSchema } };
  const handler = async (request: FastifyRequest<{ Body: ProfileUpdate }>) =>
    publicUser(await updateProfile(app.db, await signedInUser(request), request.body));
  app.patch('/v2/user', update, handler);
  app.put('/v2/user', update, handler);
};
