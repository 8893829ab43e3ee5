// /v2/teams/:id/invite and /v2/teams/:id/invites: invite by e-mail, list, revoke, accept.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../../auth/guard.ts';
import { tooManyRequests } from '../../http/errors.ts';
import { parse } from '../../http/validate.ts';
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

export async function teamInviteRoutes(app: FastifyInstance) {
  // Each invitation sends a mail to an address of the caller's choosing: cap them per user.
  const invitationLimit = app.createRateLimit({
    ...INVITATION_LIMIT,
    keyGenerator: (request) => `invite:${request.user?.id ?? request.ip}`,
  });

  app.post('/v2/teams/:id/invite', async (request, reply) => {
    const { id } = parse(inviteParams.pick({ id: true }), request.params, 'params');
    const user = currentUser(request);
    const limit = await invitationLimit(request);
    if (!limit.isAllowed && limit.isExceeded) throw tooManyRequests(TOO_MANY_INVITATIONS);
    const access = await requireTeam(app.db, user, id);
    const body = parse(inviteBody, request.body);
    const deps = { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl, log: request.log };
    return reply.status(201).send(await inviteMember(deps, user, access, body));
  });

  app.get('/v2/teams/:id/invites', async (request) => {
    const { id } = parse(inviteParams.pick({ id: true }), request.params, 'params');
    return listInvites(app.db, await requireTeam(app.db, currentUser(request), id));
  });

  app.delete('/v2/teams/:id/invites/:inviteId', async (request, reply) => {
    const { id, inviteId } = parse(inviteParams, request.params, 'params');
    await revokeInvite(app.db, await requireTeam(app.db, currentUser(request), id), inviteId);
    return reply.status(204).send();
  });

  // The invitee is not a member yet, so this one does not go through requireTeam.
  app.post('/v2/teams/:id/invites/:inviteId/accept', async (request) => {
    const { id, inviteId } = parse(inviteParams, request.params, 'params');
    return acceptInvite(app.db, currentUser(request), id, inviteId);
  });
}
