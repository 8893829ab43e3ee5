// The project library's files (SPEC §7): upload, re-upload, delete and metrics under
// /v2/projects/:id, and the stored files themselves under /files/. The library tree lives in the
// project document; an upload is recorded there by the server (record-upload.ts), and so is an API
// client's delete (record-delete.ts), while the builder's delete says it already took the assets out
// (its undo may bring them back). A re-upload only stores bytes and answers what the client writes.
// Deleted and replaced bytes are purged in the background once nothing points at them (purge-files.ts).
import {
  DeleteAssetsRequestSchema,
  DeletedAssetsSchema,
  ProjectMetricsSchema,
  StoredAssetSchema,
} from '@vitrine/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import { purgeDueFiles, type PurgeContext } from '../assets/purge-files.ts';
import { readUpload } from '../assets/read-upload.ts';
import { recordDelete } from '../assets/record-delete.ts';
import { recordUpload, requireUploadFolder } from '../assets/record-upload.ts';
import type { RecordContext } from '../assets/server-change.ts';
import { fileServingRoutes } from '../files/serve.ts';
import { createFileStore } from '../files/create-file-store.ts';
import { errorResponses } from '../http/responses.ts';
import { requireSignIn } from '../http/route-table.ts';
import { parse } from '../http/validate.ts';

const projectParams = z.object({ id: z.string() });
const assetParams = z.object({ id: z.string(), assetId: z.string() });
const idList = DeleteAssetsRequestSchema.shape.ids;
const flag = z.enum(['true', 'false']);
/**
 * ids in a JSON body, or in the query as `ids=a,b` or repeated `ids=a&ids=b`, with
 * `removedFromDocument=true` there too.
 */
const deleteQuery = z.object({
  ids: z
    .union([z.string(), z.array(z.string())])
    .transform((value) =>
      (Array.isArray(value) ? value : value.split(',')).map((id) => id.trim()).filter(Boolean),
    )
    .pipe(idList),
  removedFromDocument: flag.optional().transform((value) => value === 'true'),
});

/** Only described in /v2/docs: the handler picks the body or the query, whichever came. */
const deleteQueryShape = z.object({
  ids: z.union([z.string(), z.array(z.string())]).optional(),
  removedFromDocument: flag
    .optional()
    .describe(DeleteAssetsRequestSchema.shape.removedFromDocument.description ?? ''),
});
const multipart = ['multipart/form-data'];
/** How often the background purge looks for released files. */
const PURGE_INTERVAL_MS = 60_000;

export const assetRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = createFileStore(app.config);
  app.addHook('onClose', async () => store.close());
  const context: ProjectFilesContext = {
    db: app.db,
    store,
    maxProjectBytes: app.config.assets.maxProjectBytes,
  };
  const { maxFileBytes } = app.config.assets;
  const recording: RecordContext = {
    db: app.db,
    publish: (projectId, update) => {
      if (app.hasDecorator('collab')) app.collab.rooms.publishStored(projectId, update);
    },
  };
  const purge: PurgeContext = {
    db: app.db,
    store,
    purgeAfterMs: app.config.assets.purgeAfterMs,
    isOpen: (projectId) =>
      app.hasDecorator('collab') ? Boolean(app.collab.rooms.loadedRoom(projectId)) : false,
  };
  let purging: Promise<unknown> | null = null;
  const purgeTimer = setInterval(
    () => {
      purging ??= purgeDueFiles(purge)
        .catch((error: unknown) => app.log.warn(error, 'assets: purging released files failed'))
        .finally(() => (purging = null));
    },
    Math.min(PURGE_INTERVAL_MS, Math.max(1000, app.config.assets.purgeAfterMs)),
  );
  purgeTimer.unref();
  app.addHook('onClose', async () => {
    clearInterval(purgeTimer);
    await purging;
  });

  await app.register(fileServingRoutes, { store });

  const api: FastifyPluginAsyncZod = async (api) => {
    requireSignIn(api);

    const upload = {
      schema: {
        operationId: 'uploadAsset',
        summary: "Store a file in a project's library (multipart field 'file', optional 'parentId')",
        params: projectParams,
        consumes: multipart,
        response: {
          201: StoredAssetSchema.describe('The stored file, already recorded in the library of the document'),
          ...errorResponses(400, 401, 403, 404, 413, 415),
        },
      },
    };
    api.post('/v2/projects/:id/assets/upload', upload, async (request, reply) => {
      const { id } = request.params;
      await requireAssetAccess(app.db, currentUser(request), id, 'write');
      const upload = await readUpload(request, maxFileBytes);
      await requireUploadFolder(app.db, id, upload.parentId);
      const stored = await storeProjectFile(context, id, upload);
      // Every client's upload appears in the library: the server records it in the document.
      await recordUpload(recording, id, stored);
      return reply.status(201).send(stored);
    });

    const reupload = {
      schema: {
        operationId: 'reuploadAsset',
        summary: 'Replace a library file with a new one of the same kind, under a new URL',
        params: assetParams,
        consumes: multipart,
        response: {
          200: StoredAssetSchema.describe('The new file, with the URL it replaces'),
          ...errorResponses(400, 401, 403, 404, 413, 415),
        },
      },
    };
    api.post('/v2/projects/:id/assets/:assetId/reupload', reupload, async (request) => {
      const { id, assetId } = request.params;
      await requireAssetAccess(app.db, currentUser(request), id, 'write');
      const upload = await readUpload(request, maxFileBytes);
      return replaceProjectFile(context, id, assetId, upload);
    });

    const remove = {
      schema: {
        operationId: 'deleteAssets',
        summary:
          'Delete library assets by id (body or query): out of the document unless the caller took them ' +
          'out already; their files are purged once nothing uses them',
        params: projectParams,
        body: DeleteAssetsRequestSchema.optional(),
        querystring: deleteQueryShape,
        response: {
          200: DeletedAssetsSchema.describe('The files released'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    };
    api.delete('/v2/projects/:id/deleteAssets', remove, async (request) => {
      const { id } = request.params;
      await requireAssetAccess(app.db, currentUser(request), id, 'write');
      const { ids, removedFromDocument } = request.body ?? parse(deleteQuery, request.query, 'query');
      // Out of the document first: a purge between the two steps would otherwise find the asset
      // still listed and withdraw the release.
      if (!removedFromDocument) await recordDelete(recording, id, ids);
      return { deleted: await deleteProjectFiles(context, id, ids) };
    });

    const metrics = {
      schema: {
        operationId: 'getProjectMetrics',
        summary: "What a project's library holds, by file type, and the storage limits",
        params: projectParams,
        response: {
          200: ProjectMetricsSchema.describe('The library metrics'),
          ...errorResponses(400, 401, 404),
        },
      },
    };
    api.get('/v2/projects/:id/metrics', metrics, async (request) => {
      const { id } = request.params;
      await requireAssetAccess(app.db, currentUser(request), id, 'read');
      return projectMetrics(app.db, id, { maxFileBytes, maxProjectBytes: context.maxProjectBytes });
    });
  };
  await app.register(api);
};
