// /v2/teams/:id/members: list, one member, change a role, remove or leave.
import { TeamMemberListSchema, TeamMemberSchema } from '@vitrine/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../auth/guard.ts';
import { notifyAccessChange } from '../../collab/access-changes.ts';
import { errorResponses, noContent } from '../../http/responses.ts';
import { requireTeam } from '../../teams/access.ts';
import {
  changeMemberRole,
  changeRoleBody,
  getMember,
  listMembers,
  removeMember,
} from '../../teams/members.ts';

const memberParams = z.object({ id: z.string(), memberId: z.string() });

/** Runs inside teamRoutes, behind its sign-in. */
export const teamMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  const list = {
    schema: {
      operationId: 'listTeamMembers',
      summary: "List a team's members, the earliest first",
      params: memberParams.pick({ id: true }),
      response: { 200: TeamMemberListSchema.describe('The members'), ...errorResponses(400, 401, 403, 404) },
    },
  };
  app.get('/v2/teams/:id/members', list, async (request) =>
    listMembers(app.db, await requireTeam(app.db, currentUser(request), request.params.id)),
  );

  const read = {
    schema: {
      operationId: 'getTeamMember',
      summary: 'Read one member of a team',
      params: memberParams,
      response: { 200: TeamMemberSchema.describe('The member'), ...errorResponses(400, 401, 403, 404) },
    },
  };
  app.get('/v2/teams/:id/members/:memberId', read, async (request) => {
    const { id, memberId } = request.params;
    return getMember(app.db, await requireTeam(app.db, currentUser(request), id), memberId);
  });

  const changeRole = {
    schema: {
      operationId: 'changeTeamMemberRole',
      summary: "Change a member's role; a team always keeps an owner",
      params: memberParams,
      body: changeRoleBody,
      response: {
        200: TeamMemberSchema.describe('The member with the new role'),
        ...errorResponses(400, 401, 403, 404, 409),
      },
    },
  };
  app.patch('/v2/teams/:id/members/:memberId', changeRole, async (request) => {
    const { id, memberId } = request.params;
    const user = currentUser(request);
    const access = await requireTeam(app.db, user, id);
    const member = await changeMemberRole(app.db, user, access, memberId, request.body.role);
    // An open builder of the member's becomes read-only (or writable) within a second.
    await notifyAccessChange(app, { userIds: [memberId] });
    return member;
  });

  const remove = {
    schema: {
      operationId: 'removeTeamMember',
      summary: "Remove a member from a team, or leave it with one's own id",
      params: memberParams,
      response: {
        204: noContent('The member is removed'),
        ...errorResponses(400, 401, 403, 404, 409),
      },
    },
  };
  app.delete('/v2/teams/:id/members/:memberId', remove, async (request, reply) => {
    const { id, memberId } = request.params;
    const user = currentUser(request);
    await removeMember(app.db, user, await requireTeam(app.db, user, id), memberId);
    await notifyAccessChange(app, { userIds: [memberId] });
    return reply.status(204).send();
  });
};
