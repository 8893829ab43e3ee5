// /v2/teams/:id/projects (a team's projects), /v2/projects/:id (one project with its document) and
// /v2/users/:id/projects (the caller's recent projects). All behind sign-in.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../auth/guard.ts';
import { notFound } from '../http/errors.ts';
import { parse } from '../http/validate.ts';
import { projectListQuery } from '../projects/list-query.ts';
import { listUserProjects, projectDetail, userProjectsQuery } from '../projects/readable-projects.ts';
import {
  createProject,
  createProjectBody,
  findTeamProject,
  listTeamProjects,
  setArchived,
  updateProject,
  updateProjectBody,
} from '../projects/team-projects.ts';
import { projectSummary } from '../projects/views.ts';
import { requireTeam } from '../teams/access.ts';

const teamParams = z.object({ id: z.string() });
const teamProjectParams = z.object({ id: z.string(), projectId: z.string() });

export async function projectRoutes(app: FastifyInstance) {
  app.addHook('preHandler', app.authenticate);

  const teamOf = (request: FastifyRequest, params: { id: string }) =>
    requireTeam(app.db, currentUser(request), params.id);

  app.post('/v2/teams/:id/projects', async (request, reply) => {
    const user = currentUser(request);
    const access = await requireTeam(app.db, user, parse(teamParams, request.params, 'params').id);
    const body = parse(createProjectBody, request.body ?? {});
    return reply.status(201).send(await createProject(app.db, user, access, body));
  });

  app.get('/v2/teams/:id/projects', async (request) => {
    const access = await teamOf(request, parse(teamParams, request.params, 'params'));
    return listTeamProjects(app.db, access, parse(projectListQuery, request.query, 'query'), false);
  });

  app.get('/v2/teams/:id/projects/archive', async (request) => {
    const access = await teamOf(request, parse(teamParams, request.params, 'params'));
    return listTeamProjects(app.db, access, parse(projectListQuery, request.query, 'query'), true);
  });

  app.get('/v2/teams/:id/projects/:projectId', async (request) => {
    const params = parse(teamProjectParams, request.params, 'params');
    const access = await teamOf(request, params);
    return projectSummary(await findTeamProject(app.db, access, params.projectId));
  });

  app.patch('/v2/teams/:id/projects/:projectId', async (request) => {
    const params = parse(teamProjectParams, request.params, 'params');
    const access = await teamOf(request, params);
    return updateProject(app.db, access, params.projectId, parse(updateProjectBody, request.body ?? {}));
  });

  app.put('/v2/teams/:id/projects/:projectId/archive', async (request) => {
    const params = parse(teamProjectParams, request.params, 'params');
    return setArchived(app.db, await teamOf(request, params), params.projectId, true);
  });

  app.put('/v2/teams/:id/projects/:projectId/restore', async (request) => {
    const params = parse(teamProjectParams, request.params, 'params');
    return setArchived(app.db, await teamOf(request, params), params.projectId, false);
  });

  app.get('/v2/projects/:id', async (request) => {
    const { id } = parse(teamParams, request.params, 'params');
    return projectDetail(app.db, currentUser(request), id);
  });

  // Only the caller's own list exists; asking for someone else's looks like a missing user.
  app.get('/v2/users/:id/projects', async (request) => {
    const user = currentUser(request);
    if (parse(teamParams, request.params, 'params').id !== user.id) throw notFound('User not found');
    return listUserProjects(app.db, user, parse(userProjectsQuery, request.query, 'query'));
  });
}
