// /v2/teams: the caller's teams, their members and invitations (all behind sign-in).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../auth/guard.ts';
import { notifyAccessChange } from '../../collab/access-changes.ts';
import { requireSignIn } from '../../http/route-table.ts';
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

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSignIn(app);

  app.post('/v2/teams', { schema: { body: createTeamBody } }, async (request, reply) =>
    reply.status(201).send(await createTeam(app.db, currentUser(request), request.body.name)),
  );

  app.get('/v2/teams', { schema: { querystring: pageQuery } }, async (request) =>
    listTeams(app.db, currentUser(request), request.query),
  );

  app.get('/v2/teams/:id', { schema: { params: teamParams } }, async (request) => {
    const access = await requireTeam(app.db, currentUser(request), request.params.id);
    return teamView(access.team, access.role);
  });

  app.patch('/v2/teams/:id', { schema: { params: teamParams, body: updateTeamBody } }, async (request) => {
    const access = await requireTeam(app.db, currentUser(request), request.params.id);
    return renameTeam(app.db, access, request.body.name);
  });

  app.delete('/v2/teams/:id', { schema: { params: teamParams } }, async (request, reply) => {
    const deletedProjects = await deleteTeam(
      app.db,
      await requireTeam(app.db, currentUser(request), request.params.id),
    );
    // Whoever has one of them open is told at once (4500), in this process and every other.
    if (app.hasDecorator('collab')) app.collab.rooms.closeDeletedProjects(deletedProjects);
    await notifyAccessChange(app, { projectIds: deletedProjects });
    return reply.status(204).send();
  });

  await app.register(teamMemberRoutes);
  await app.register(teamInviteRoutes);
};
