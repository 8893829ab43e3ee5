// /v2/teams/:id/members: list, one member, change a role, remove or leave.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../auth/guard.ts';
import { notifyAccessChange } from '../../collab/access-changes.ts';
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
  const oneMember = { schema: { params: memberParams } };

  app.get('/v2/teams/:id/members', { schema: { params: memberParams.pick({ id: true }) } }, async (request) =>
    listMembers(app.db, await requireTeam(app.db, currentUser(request), request.params.id)),
  );

  app.get('/v2/teams/:id/members/:memberId', oneMember, async (request) => {
    const { id, memberId } = request.params;
    return getMember(app.db, await requireTeam(app.db, currentUser(request), id), memberId);
  });

  app.patch(
    '/v2/teams/:id/members/:memberId',
    { schema: { params: memberParams, body: changeRoleBody } },
    async (request) => {
      const { id, memberId } = request.params;
      const user = currentUser(request);
      const access = await requireTeam(app.db, user, id);
      const member = await changeMemberRole(app.db, user, access, memberId, request.body.role);
      // An open builder of the member's becomes read-only (or writable) within a second.
      await notifyAccessChange(app, { userIds: [memberId] });
      return member;
    },
  );

  app.delete('/v2/teams/:id/members/:memberId', oneMember, async (request, reply) => {
    const { id, memberId } = request.params;
    const user = currentUser(request);
    await removeMember(app.db, user, await requireTeam(app.db, user, id), memberId);
    await notifyAccessChange(app, { userIds: [memberId] });
    return reply.status(204).send();
  });
};
