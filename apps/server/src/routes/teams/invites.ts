// /v2/teams/:id/invite and /v2/teams/:id/invites: invite by e-mail, list, revoke, accept.
import { TeamInviteListSchema, TeamInviteSchema, TeamSchema } from '@vitrine/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../auth/guard.ts';
import { tooManyRequests } from '../../http/errors.ts';
import { errorResponses, noContent } from '../../http/responses.ts';
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
  // Each invitation sends a mail to an address of the caller's choosing: cap them per user.
  const invitationLimit = app.createRateLimit({
    ...INVITATION_LIMIT,
    keyGenerator: (request) => `invite:${request.user?.id ?? request.ip}`,
  });

  const invite = {
    schema: {
      operationId: 'inviteTeamMember',
      summary: 'Invite an e-mail address into a team with a role',
      params: inviteParams.pick({ id: true }),
      body: inviteBody,
      response: {
        201: TeamInviteSchema.describe('The invitation'),
        ...errorResponses(400, 401, 403, 404, 409, 429),
      },
    },
  };
  app.post('/v2/teams/:id/invite', invite, async (request, reply) => {
    const user = currentUser(request);
    const limit = await invitationLimit(request);
    if (!limit.isAllowed && limit.isExceeded) throw tooManyRequests(TOO_MANY_INVITATIONS);
    const access = await requireTeam(app.db, user, request.params.id);
    const { body } = request;
    const deps = { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl, log: request.log };
    return reply.status(201).send(await inviteMember(deps, user, access, body));
  });

  const list = {
    schema: {
      operationId: 'listTeamInvites',
      summary: "List a team's pending invitations, the newest first",
      params: inviteParams.pick({ id: true }),
      response: {
        200: TeamInviteListSchema.describe('The pending invitations'),
        ...errorResponses(400, 401, 403, 404),
      },
    },
  };
  app.get('/v2/teams/:id/invites', list, async (request) =>
    listInvites(app.db, await requireTeam(app.db, currentUser(request), request.params.id)),
  );

  const revoke = {
    schema: {
      operationId: 'revokeTeamInvite',
      summary: 'Revoke a pending invitation',
      params: inviteParams,
      response: {
        204: noContent('The invitation is revoked'),
        ...errorResponses(400, 401, 403, 404),
      },
    },
  };
  app.delete('/v2/teams/:id/invites/:inviteId', revoke, async (request, reply) => {
    const { id, inviteId } = request.params;
    await revokeInvite(app.db, await requireTeam(app.db, currentUser(request), id), inviteId);
    return reply.status(204).send();
  });

  // The invitee is not a member yet, so this one does not go through requireTeam.
  const accept = {
    schema: {
      operationId: 'acceptTeamInvite',
      summary: "Accept an invitation made to the caller's e-mail and join the team",
      params: inviteParams,
      response: { 200: TeamSchema.describe('The team joined'), ...errorResponses(400, 401, 404) },
    },
  };
  app.post('/v2/teams/:id/invites/:inviteId/accept', accept, async (request) => {
    const { id, inviteId } = request.params;
    return acceptInvite(app.db, currentUser(request), id, inviteId);
  });
};
