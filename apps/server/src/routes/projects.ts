// /v2/teams/:id/projects (a team's projects), /v2/projects/:id (one project with its document, or
// without it: ?document=false) and
// /v2/users/:id/projects (the caller's recent projects), with its older /v1/user/projects (the ones
// the caller created) and /v1/user/teams/projects (every team's) forms. All behind sign-in.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/guard.ts';
import { notifyAccessChange } from '../collab/access-changes.ts';
import { notFound } from '../http/errors.ts';
import { requireSignIn } from '../http/route-table.ts';
import { absentBodyAsEmpty } from '../http/zod-compiler.ts';
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
/** `document=false`: the row, role and access only — what the builder needs before it connects. */
const projectDetailQuery = z.object({
  document: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});

export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSignIn(app);

  const teamOf = (request: FastifyRequest, params: { id: string }) =>
    requireTeam(app.db, currentUser(request), params.id);

  const createBody = absentBodyAsEmpty(createProjectBody);
  app.post(
    '/v2/teams/:id/projects',
    { schema: { params: teamParams, body: createBody } },
    async (request, reply) => {
      const user = currentUser(request);
      const access = await requireTeam(app.db, user, request.params.id);
      return reply.status(201).send(await createProject(app.db, user, access, request.body));
    },
  );

  const listSchema = { schema: { params: teamParams, querystring: projectListQuery } };
  app.get('/v2/teams/:id/projects', listSchema, async (request) =>
    listTeamProjects(app.db, await teamOf(request, request.params), request.query, false),
  );

  app.get('/v2/teams/:id/projects/archive', listSchema, async (request) =>
    listTeamProjects(app.db, await teamOf(request, request.params), request.query, true),
  );

  const oneProject = { schema: { params: teamProjectParams } };
  app.get('/v2/teams/:id/projects/:projectId', oneProject, async (request) => {
    const access = await teamOf(request, request.params);
    return projectSummary(await findTeamProject(app.db, access, request.params.projectId));
  });

  const updateBody = absentBodyAsEmpty(updateProjectBody);
  app.patch(
    '/v2/teams/:id/projects/:projectId',
    { schema: { params: teamProjectParams, body: updateBody } },
    async (request) => {
      const access = await teamOf(request, request.params);
      const project = await updateProject(app.db, access, request.params.projectId, request.body);
      // Making a project private ends its public viewers' sockets.
      if (request.body.isPublic !== undefined) await notifyAccessChange(app, { projectIds: [project.id] });
      return project;
    },
  );

  // An archived project is read-only, on open sockets too; restored, they may write again.
  const archive =
    (archived: boolean) => async (request: FastifyRequest<{ Params: { id: string; projectId: string } }>) => {
      const project = await setArchived(
        app.db,
        await teamOf(request, request.params),
        request.params.projectId,
        archived,
      );
      await notifyAccessChange(app, { projectIds: [request.params.projectId] });
      return project;
    };
  app.put('/v2/teams/:id/projects/:projectId/archive', oneProject, archive(true));
  app.put('/v2/teams/:id/projects/:projectId/restore', oneProject, archive(false));

  app.get(
    '/v2/projects/:id',
    { schema: { params: teamParams, querystring: projectDetailQuery } },
    async (request) =>
      projectDetail(app.db, currentUser(request), request.params.id, { document: request.query.document }),
  );

  // Only the caller's own list exists; asking for someone else's looks like a missing user.
  app.get(
    '/v2/users/:id/projects',
    { schema: { params: teamParams, querystring: userProjectsQuery } },
    async (request) => {
      const user = currentUser(request);
      if (request.params.id !== user.id) throw notFound('User not found');
      return listUserProjects(app.db, user, request.query);
    },
  );

  const v1Query = { schema: { querystring: userProjectsQuery.omit({ all: true }) } };
  app.get('/v1/user/projects', v1Query, async (request) =>
    listUserProjects(app.db, currentUser(request), { ...request.query, all: false }),
  );
  app.get('/v1/user/teams/projects', v1Query, async (request) =>
    listUserProjects(app.db, currentUser(request), { ...request.query, all: true }),
  );
};
