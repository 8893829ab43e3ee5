// The project library's files (SPEC §7): upload, re-upload, delete and metrics under
// /v2/projects/:id, and the stored files themselves under /files/. The library tree lives in the
// project document; these calls only store bytes and answer what the client inserts there.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../auth/guard.ts';
import { requireAssetAccess } from '../assets/access.ts';
import {
  deleteProjectFiles,
  projectMetrics,
  replaceProjectFile,
  storeProjectFile,
  type ProjectFilesContext,
} from '../assets/project-files.ts';
import { readUpload } from '../assets/read-upload.ts';
import { fileServingRoutes } from '../files/serve.ts';
import { createFileStore } from '../files/store.ts';
import { parse } from '../http/validate.ts';

const projectParams = z.object({ id: z.string() });
const assetParams = z.object({ id: z.string(), assetId: z.string() });
const idList = z.array(z.string().min(1).max(200)).max(1000);
/** ids in a JSON body, or in the query as `ids=a,b` or repeated `ids=a&ids=b`. */
const deleteBody = z.object({ ids: idList });
const deleteQuery = z.object({
  ids: z
    .union([z.string(), z.array(z.string())])
    .transform((value) =>
      (Array.isArray(value) ? value : value.split(',')).map((id) => id.trim()).filter(Boolean),
    )
    .pipe(idList),
});

export async function assetRoutes(app: FastifyInstance) {
  const store = createFileStore(app.config);
  app.addHook('onClose', async () => store.close());
  const context: ProjectFilesContext = {
    db: app.db,
    store,
    maxProjectBytes: app.config.assets.maxProjectBytes,
  };
  const { maxFileBytes } = app.config.assets;

  await app.register(fileServingRoutes, { store });

  await app.register(async (api) => {
    api.addHook('preHandler', app.authenticate);

    api.post('/v2/projects/:id/assets/upload', async (request, reply) => {
      const { id } = parse(projectParams, request.params, 'params');
      await requireAssetAccess(app.db, currentUser(request), id, 'write');
      const upload = await readUpload(request, maxFileBytes);
      return reply.status(201).send(await storeProjectFile(context, id, upload));
    });

    api.post('/v2/projects/:id/assets/:assetId/reupload', async (request) => {
      const { id, assetId } = parse(assetParams, request.params, 'params');
      await requireAssetAccess(app.db, currentUser(request), id, 'write');
      const upload = await readUpload(request, maxFileBytes);
      return replaceProjectFile(context, id, assetId, upload);
    });

    api.delete('/v2/projects/:id/deleteAssets', async (request) => {
      const { id } = parse(projectParams, request.params, 'params');
      await requireAssetAccess(app.db, currentUser(request), id, 'write');
      const { ids } =
        request.body !== undefined && request.body !== null
          ? parse(deleteBody, request.body)
          : parse(deleteQuery, request.query, 'query');
      return { deleted: await deleteProjectFiles(context, id, ids) };
    });

    api.get('/v2/projects/:id/metrics', async (request) => {
      const { id } = parse(projectParams, request.params, 'params');
      await requireAssetAccess(app.db, currentUser(request), id, 'read');
      return projectMetrics(app.db, id, { maxFileBytes, maxProjectBytes: context.maxProjectBytes });
    });
  });
}
