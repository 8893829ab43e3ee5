// /v2/teams/:id/members: list, one member, change a role, remove or leave.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../../auth/guard.ts';
import { parse } from '../../http/validate.ts';
import { requireTeam } from '../../teams/access.ts';
import {
  changeMemberRole,
  changeRoleBody,
  getMember,
  listMembers,
  removeMember,
} from '../../teams/members.ts';

const memberParams = z.object({ id: z.string(), memberId: z.string() });

export async function teamMemberRoutes(app: FastifyInstance) {
  app.get('/v2/teams/:id/members', async (request) => {
    const { id } = parse(memberParams.pick({ id: true }), request.params, 'params');
    return listMembers(app.db, await requireTeam(app.db, currentUser(request), id));
  });

  app.get('/v2/teams/:id/members/:memberId', async (request) => {
    const { id, memberId } = parse(memberParams, request.params, 'params');
    return getMember(app.db, await requireTeam(app.db, currentUser(request), id), memberId);
  });

  app.patch('/v2/teams/:id/members/:memberId', async (request) => {
    const { id, memberId } = parse(memberParams, request.params, 'params');
    const user = currentUser(request);
    const access = await requireTeam(app.db, user, id);
    const { role } = parse(changeRoleBody, request.body);
    return changeMemberRole(app.db, user, access, memberId, role);
  });

  app.delete('/v2/teams/:id/members/:memberId', async (request, reply) => {
    const { id, memberId } = parse(memberParams, request.params, 'params');
    const user = currentUser(request);
    await removeMember(app.db, user, await requireTeam(app.db, user, id), memberId);
    return reply.status(204).send();
  });
}
