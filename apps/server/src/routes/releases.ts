// /v2/projects/:id/releases (SPEC §7): list (newest first), publish (POST, description required),
// unpublish the newest published release (PUT). Members of the project's team only.
import { ReleaseItemSchema, ReleaseListSchema } from '@vitrine/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allowEmptyJsonBody } from '../auth/empty-json-body.ts';
import { currentUser } from '../auth/guard.ts';
import { createFileStore } from '../files/create-file-store.ts';
import { errorResponses } from '../http/responses.ts';
import { requireSignIn } from '../http/route-table.ts';
import { absentBodyAsEmpty } from '../http/zod-compiler.ts';
import { requireReleaseAccess } from '../releases/access.ts';
import { listReleases, publishRelease, unpublishLatest } from '../releases/releases.ts';
import { RELEASE_TEXTS } from '../releases/texts.ts';

const projectParams = z.object({ id: z.string() });
const publishBody = z.object({
  description: z
    .string({ error: RELEASE_TEXTS.descriptionRequired })
    .max(2000, 'Description is at most 2000 characters')
    .optional(),
});

export const releaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = createFileStore(app.config);
  app.addHook('onClose', async () => store.close());
  requireSignIn(app);
  // Unpublishing carries no body, yet clients often send a JSON content type with it.
  allowEmptyJsonBody(app);

  const list = {
    schema: {
      operationId: 'listReleases',
      summary: "List a project's releases, the newest first, with the next version",
      params: projectParams,
      response: { 200: ReleaseListSchema.describe('The releases'), ...errorResponses(400, 401, 403, 404) },
    },
  };
  app.get('/v2/projects/:id/releases', list, async (request) => {
    const { id } = request.params;
    await requireReleaseAccess(app.db, currentUser(request), id, 'read');
    return listReleases(app.db, id);
  });

  const publish = {
    schema: {
      operationId: 'publishRelease',
      summary: "Publish the project's current document as its next version",
      params: projectParams,
      body: absentBodyAsEmpty(publishBody),
      response: {
        201: ReleaseItemSchema.describe('The new release'),
        ...errorResponses(400, 401, 403, 404, 406, 409),
      },
    },
  };
  app.post('/v2/projects/:id/releases', publish, async (request, reply) => {
    const { id } = request.params;
    const user = currentUser(request);
    const access = await requireReleaseAccess(app.db, user, id, 'create');
    const { description = '' } = request.body;
    const release = await publishRelease(
      { db: app.db, store, billing: app.billing },
      user,
      access.project,
      description,
    );
    return reply.status(201).send(release);
  });

  const unpublish = {
    schema: {
      operationId: 'unpublishLatestRelease',
      summary: 'Unpublish the newest published release; the one before it is served again',
      params: projectParams,
      response: {
        200: ReleaseItemSchema.describe('The release unpublished'),
        ...errorResponses(400, 401, 403, 404),
      },
    },
  };
  app.put('/v2/projects/:id/releases', unpublish, async (request) => {
    const { id } = request.params;
    await requireReleaseAccess(app.db, currentUser(request), id, 'update');
    return unpublishLatest(app.db, id);
  });
};
