// /v2/teams: the caller's teams, their members and invitations (all behind sign-in).
import { TeamListSchema, TeamSchema } from '@vitrine/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../auth/guard.ts';
import { notifyAccessChange } from '../../collab/access-changes.ts';
import { errorResponses, noContent } from '../../http/responses.ts';
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

  const create = {
    schema: {
      operationId: 'createTeam',
      summary: 'Create a team; the caller becomes its owner',
      body: createTeamBody,
      response: { 201: TeamSchema.describe('The new team'), ...errorResponses(400, 401) },
    },
  };
  app.post('/v2/teams', create, async (request, reply) =>
    reply.status(201).send(await createTeam(app.db, currentUser(request), request.body.name)),
  );

  const list = {
    schema: {
      operationId: 'listTeams',
      summary: "List the caller's teams, their personal team first",
      querystring: pageQuery,
      response: {
        200: TeamListSchema.describe('A page of teams, with the total'),
        ...errorResponses(400, 401),
      },
    },
  };
  app.get('/v2/teams', list, async (request) => listTeams(app.db, currentUser(request), request.query));

  const read = {
    schema: {
      operationId: 'getTeam',
      summary: "Read a team with the caller's role in it",
      params: teamParams,
      response: { 200: TeamSchema.describe('The team'), ...errorResponses(400, 401, 404) },
    },
  };
  app.get('/v2/teams/:id', read, async (request) => {
    const access = await requireTeam(app.db, currentUser(request), request.params.id);
    return teamView(access.team, access.role);
  });

  const rename = {
    schema: {
      operationId: 'renameTeam',
      summary: 'Rename a team',
      params: teamParams,
      body: updateTeamBody,
      response: { 200: TeamSchema.describe('The team as renamed'), ...errorResponses(400, 401, 403, 404) },
    },
  };
  app.patch('/v2/teams/:id', rename, async (request) => {
    const access = await requireTeam(app.db, currentUser(request), request.params.id);
    return renameTeam(app.db, access, request.body.name);
  });

  const remove = {
    schema: {
      operationId: 'deleteTeam',
      summary: 'Delete a team with its projects (not a personal team)',
      params: teamParams,
      response: { 204: noContent('The team is deleted'), ...errorResponses(400, 401, 403, 404) },
    },
  };
  app.delete('/v2/teams/:id', remove, async (request, reply) => {
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
