// /v2/teams: the caller's teams, their members and invitations (all behind sign-in).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../../auth/guard.ts';
import { parse } from '../../http/validate.ts';
import { requireTeam } from '../../teams/access.ts';
import {
  createTeam,
  createTeamBody,
  deleteTeam,
  listTeams,
  pageQuery,
  renameTeam,
  teamView,
  updateTeamBody,
} from '../../teams/teams.ts';
import { teamInviteRoutes } from './invites.ts';
import { teamMemberRoutes } from './members.ts';

export const teamParams = z.object({ id: z.string() });

export async function teamRoutes(app: FastifyInstance) {
  app.addHook('preHandler', app.authenticate);

  app.post('/v2/teams', async (request, reply) => {
    const body = parse(createTeamBody, request.body);
    return reply.status(201).send(await createTeam(app.db, currentUser(request), body.name));
  });

  app.get('/v2/teams', async (request) =>
    listTeams(app.db, currentUser(request), parse(pageQuery, request.query, 'query')),
  );

  app.get('/v2/teams/:id', async (request) => {
    const { id } = parse(teamParams, request.params, 'params');
    const access = await requireTeam(app.db, currentUser(request), id);
    return teamView(access.team, access.role);
  });

  app.patch('/v2/teams/:id', async (request) => {
    const { id } = parse(teamParams, request.params, 'params');
    const access = await requireTeam(app.db, currentUser(request), id);
    const body = parse(updateTeamBody, request.body);
    return renameTeam(app.db, access, body.name);
  });

  app.delete('/v2/teams/:id', async (request, reply) => {
    const { id } = parse(teamParams, request.params, 'params');
    await deleteTeam(app.db, await requireTeam(app.db, currentUser(request), id));
    return reply.status(204).send();
  });

  await app.register(teamMemberRoutes);
  await app.register(teamInviteRoutes);
}
