// /v2/teams/:id/invite and /v2/teams/:id/invites: invite by e-mail, list, revoke, accept.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../auth/guard.ts';
import { tooManyRequests } from '../../http/errors.ts';
import { requireTeam } from '../../teams/access.ts';
import {
  INVITATION_LIMIT,
  TOO_MANY_INVITATIONS,
  acceptInvite,
  inviteBody,
  inviteMember,
  listInvites,
  revokeInvite,
} from '../../teams/invites.ts';

const inviteParams = z.object({ id: z.string(), inviteId: z.string() });

/** Runs inside teamRoutes, behind its sign-in. */
export const teamInviteRoutes: FastifyPluginAsyncZod = async (app) => {
  const teamOnly = { schema: { params: inviteParams.pick({ id: true }) } };
  const oneInvite = { schema: { params: inviteParams } };

  // Each invitation sends a mail to an address of the caller's choosing: cap them per user.
  const invitationLimit = app.createRateLimit({
    ...INVITATION_LIMIT,
    keyGenerator: (request) => `invite:${request.user?.id ?? request.ip}`,
  });

  const inviteSchema = { schema: { params: inviteParams.pick({ id: true }), body: inviteBody } };
  app.post('/v2/teams/:id/invite', inviteSchema, async (request, reply) => {
    const user = currentUser(request);
    const limit = await invitationLimit(request);
    if (!limit.isAllowed && limit.isExceeded) throw tooManyRequests(TOO_MANY_INVITATIONS);
    const access = await requireTeam(app.db, user, request.params.id);
    const { body } = request;
    const deps = { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl, log: request.log };
    return reply.status(201).send(await inviteMember(deps, user, access, body));
  });

  app.get('/v2/teams/:id/invites', teamOnly, async (request) =>
    listInvites(app.db, await requireTeam(app.db, currentUser(request), request.params.id)),
  );

  app.delete('/v2/teams/:id/invites/:inviteId', oneInvite, async (request, reply) => {
    const { id, inviteId } = request.params;
    await revokeInvite(app.db, await requireTeam(app.db, currentUser(request), id), inviteId);
    return reply.status(204).send();
  });

  // The invitee is not a member yet, so this one does not go through requireTeam.
  app.post('/v2/teams/:id/invites/:inviteId/accept', oneInvite, async (request) => {
    const { id, inviteId } = request.params;
    return acceptInvite(app.db, currentUser(request), id, inviteId);
  });
};
