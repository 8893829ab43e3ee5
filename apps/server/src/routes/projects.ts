// /v2/teams/:id/projects (a team's projects), /v2/projects/:id (one project with its document, or
// without it: ?document=false) and
// /v2/users/:id/projects (the caller's recent projects), with its older /v1/user/projects (the ones
// the caller created) and /v1/user/teams/projects (every team's) forms. All behind sign-in.
import {
  ProjectDetailSchema,
  ProjectListSchema,
  ProjectSummarySchema,
  UserProjectListSchema,
} from '@vitrine/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/guard.ts';
import { notifyAccessChange } from '../collab/access-changes.ts';
import { notFound } from '../http/errors.ts';
import { errorResponses } from '../http/responses.ts';
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

  const create = {
    schema: {
      operationId: 'createTeamProject',
      summary: "Create a project in a team, with its first page ('Untitled' without a label)",
      params: teamParams,
      body: absentBodyAsEmpty(createProjectBody),
      response: {
        201: ProjectSummarySchema.describe('The new project'),
        ...errorResponses(400, 401, 403, 404),
      },
    },
  };
  app.post('/v2/teams/:id/projects', create, async (request, reply) => {
    const user = currentUser(request);
    const access = await requireTeam(app.db, user, request.params.id);
    return reply.status(201).send(await createProject(app.db, user, access, request.body));
  });

  const listOf = (archived: boolean) => ({
    schema: {
      operationId: archived ? 'listArchivedTeamProjects' : 'listTeamProjects',
      summary: archived
        ? "List a team's archived projects: search, sort and page"
        : "List a team's projects that are not archived: search, sort and page",
      params: teamParams,
      querystring: projectListQuery,
      response: {
        200: ProjectListSchema.describe('A page of projects, with the total'),
        ...errorResponses(400, 401, 403, 404),
      },
    },
  });
  app.get('/v2/teams/:id/projects', listOf(false), async (request) =>
    listTeamProjects(app.db, await teamOf(request, request.params), request.query, false),
  );

  app.get('/v2/teams/:id/projects/archive', listOf(true), async (request) =>
    listTeamProjects(app.db, await teamOf(request, request.params), request.query, true),
  );

  const read = {
    schema: {
      operationId: 'getTeamProject',
      summary: "Read one of a team's projects (its row, without the document)",
      params: teamProjectParams,
      response: { 200: ProjectSummarySchema.describe('The project'), ...errorResponses(400, 401, 403, 404) },
    },
  };
  app.get('/v2/teams/:id/projects/:projectId', read, async (request) => {
    const access = await teamOf(request, request.params);
    return projectSummary(await findTeamProject(app.db, access, request.params.projectId));
  });

  const update = {
    schema: {
      operationId: 'updateTeamProject',
      summary: 'Rename a project, make it public or private, or set the domains that may embed it',
      params: teamProjectParams,
      body: absentBodyAsEmpty(updateProjectBody),
      response: {
        200: ProjectSummarySchema.describe('The project as changed'),
        ...errorResponses(400, 401, 403, 404, 409),
      },
    },
  };
  app.patch('/v2/teams/:id/projects/:projectId', update, async (request) => {
    const access = await teamOf(request, request.params);
    const project = await updateProject(app.db, access, request.params.projectId, request.body);
    // Making a project private ends its public viewers' sockets.
    if (request.body.isPublic !== undefined) await notifyAccessChange(app, { projectIds: [project.id] });
    return project;
  });

  // An archived project is read-only, on open sockets too; restored, they may write again.
  const archiving = (archived: boolean) => ({
    schema: {
      operationId: archived ? 'archiveTeamProject' : 'restoreTeamProject',
      summary: archived
        ? 'Archive a project: it becomes read-only'
        : 'Restore an archived project: it can be changed again',
      params: teamProjectParams,
      response: {
        200: ProjectSummarySchema.describe('The project as archived or restored'),
        ...errorResponses(400, 401, 403, 404),
      },
    },
  });
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
  app.put('/v2/teams/:id/projects/:projectId/archive', archiving(true), archive(true));
  app.put('/v2/teams/:id/projects/:projectId/restore', archiving(false), archive(false));

  const detail = {
    schema: {
      operationId: 'getProject',
      summary: 'Read a project with its document, and how the caller may open it',
      params: teamParams,
      querystring: projectDetailQuery,
      response: { 200: ProjectDetailSchema.describe('The project'), ...errorResponses(400, 401, 404) },
    },
  };
  app.get('/v2/projects/:id', detail, async (request) =>
    projectDetail(app.db, currentUser(request), request.params.id, { document: request.query.document }),
  );

  // Only the caller's own list exists; asking for someone else's looks like a missing user.
  const userProjects = {
    schema: {
      operationId: 'listUserProjects',
      summary: "List the caller's recent projects across their teams, the last changed first",
      params: teamParams,
      querystring: userProjectsQuery,
      response: {
        200: UserProjectListSchema.describe("The caller's recent projects"),
        ...errorResponses(400, 401, 404),
      },
    },
  };
  app.get('/v2/users/:id/projects', userProjects, async (request) => {
    const user = currentUser(request);
    if (request.params.id !== user.id) throw notFound('User not found');
    return listUserProjects(app.db, user, request.query);
  });

  const v1Query = { schema: { querystring: userProjectsQuery.omit({ all: true }) } };
  app.get('/v1/user/projects', v1Query, async (request) =>
    listUserProjects(app.db, currentUser(request), { ...request.query, all: false }),
  );
  app.get('/v1/user/teams/projects', v1Query, async (request) =>
    listUserProjects(app.db, currentUser(request), { ...request.query, all: true }),
  );
};
