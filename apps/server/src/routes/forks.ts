// POST /v2/projects/:id/fork {targetTeamId} → {id} of a fork job; GET /v2/projects/:id/forks/:forkId
// → {status, targetProjectId}. Anyone signed in may fork an example or a public project; a private
// project only its team's members; the target must be a team where the caller may create projects.
import { ForkJobSchema } from '@vitrine/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/guard.ts';
import { createFileStore } from '../files/create-file-store.ts';
import { createForkJob, findForkJob, forkJobView, runForkJob, type ForkContext } from '../forks/fork-jobs.ts';
import { notFound } from '../http/errors.ts';
import { errorResponses } from '../http/responses.ts';
import { requireSignIn } from '../http/route-table.ts';
import { absentBodyAsEmpty } from '../http/zod-compiler.ts';
import { projectAccess } from '../projects/access.ts';
import { PROJECT_NOT_FOUND } from '../projects/team-projects.ts';
import { authorize, isUuid, requireTeam } from '../teams/access.ts';
import { FORK_TEXTS } from './texts.ts';

const projectParams = z.object({ id: z.string() });
const jobParams = z.object({ id: z.string(), forkId: z.string() });
const forkBody = z.object({ targetTeamId: z.string({ error: 'targetTeamId is required' }).min(1) });

export const forkRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = createFileStore(app.config);
  const context: ForkContext = { db: app.db, store, log: app.log };
  // Jobs run after the call answers; closing the server waits for them (never a half-written fork).
  const running = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
    store.close();
  });
  requireSignIn(app);

  const fork = {
    schema: {
      operationId: 'forkProject',
      summary: 'Start copying a project into a team; poll the job until it completes',
      params: projectParams,
      body: absentBodyAsEmpty(forkBody),
      response: {
        201: ForkJobSchema.describe('The fork job, pending'),
        ...errorResponses(400, 401, 403, 404),
      },
    },
  };
  app.post('/v2/projects/:id/fork', fork, async (request, reply) => {
    const { id } = request.params;
    const user = currentUser(request);
    const source = await projectAccess(app.db, user, id);
    if (!source) throw notFound(PROJECT_NOT_FOUND);
    const { targetTeamId } = request.body;
    const target = await requireTeam(app.db, user, targetTeamId);
    authorize(target.ability, 'create', 'project');
    const job = await createForkJob(app.db, {
      sourceProjectId: source.project.id,
      targetTeamId: target.team.id,
      userId: user.id,
    });
    const run = runForkJob(context, job).finally(() => running.delete(run));
    running.add(run);
    return reply.status(201).send(forkJobView(job));
  });

  const job = {
    schema: {
      operationId: 'getForkJob',
      summary: 'Read a fork job the caller started',
      params: jobParams,
      response: { 200: ForkJobSchema.describe('The fork job'), ...errorResponses(400, 401, 404) },
    },
  };
  app.get('/v2/projects/:id/forks/:forkId', job, async (request) => {
    const { id, forkId } = request.params;
    const user = currentUser(request);
    if (!(await projectAccess(app.db, user, id)) || !isUuid(forkId)) throw notFound(FORK_TEXTS.jobNotFound);
    const job = await findForkJob(app.db, id, forkId);
    // A job is its creator's business (system admins see every job).
    if (!job || (job.createdBy !== user.id && user.role !== 'system_admin'))
      throw notFound(FORK_TEXTS.jobNotFound);
    return forkJobView(job);
  });
};
