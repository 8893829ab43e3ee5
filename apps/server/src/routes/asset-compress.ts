// POST /v2/projects/:id/assets/:assetId/compress: replaces a library file with a compressed copy
// (assets/compress.ts) under a new URL, like a re-upload; the builder points the document at it.
// Refused (409, nothing written) when the copy would not be smaller.
import { CompressedAssetSchema } from '@vitrine/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAssetAccess } from '../assets/access.ts';
import { compressFile } from '../assets/compress.ts';
import { COMPRESS_TEXTS } from '../assets/texts.ts';
import { replaceProjectFile } from '../assets/project-files.ts';
import { currentUser } from '../auth/guard.ts';
import { files } from '../db/schema.ts';
import { createFileStore } from '../files/create-file-store.ts';
import { conflict, notFound } from '../http/errors.ts';
import { errorResponses } from '../http/responses.ts';
import { requireSignIn } from '../http/route-table.ts';
import { absentBodyAsEmpty } from '../http/zod-compiler.ts';
import { isUuid } from '../teams/access.ts';

const params = z.object({ id: z.string(), assetId: z.string() });
const body = z.object({
  maxTextureSize: z.number().int().min(256).max(8192).default(2048),
  mesh: z.enum(['meshopt', 'draco', 'none']).default('meshopt'),
});

export const assetCompressRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = createFileStore(app.config);
  app.addHook('onClose', async () => store.close());
  requireSignIn(app);

  const route = {
    schema: {
      operationId: 'compressAsset',
      summary: 'Replace a library file with a smaller compressed copy, under a new URL',
      params,
      body: absentBodyAsEmpty(body),
      response: {
        200: CompressedAssetSchema.describe('The compressed file, with both sizes'),
        ...errorResponses(400, 401, 403, 404, 409, 413, 415),
      },
    },
  };
  app.post('/v2/projects/:id/assets/:assetId/compress', route, async (request) => {
    const { id, assetId } = request.params;
    await requireAssetAccess(app.db, currentUser(request), id, 'write');
    const [row] = isUuid(assetId)
      ? await app.db
          .select()
          .from(files)
          .where(and(eq(files.id, assetId), eq(files.projectId, id)))
      : [];
    const object = row ? await store.get(row.key) : null;
    if (!row || !object) throw notFound(COMPRESS_TEXTS.notFound);
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
    const compressed = await compressFile(
      { bytes: Buffer.concat(chunks), mimeType: row.mimeType, ext: row.ext },
      request.body,
    );
    if (compressed.bytes.length >= row.size) throw conflict(COMPRESS_TEXTS.notSmaller);
    const name = `${row.name.replace(/\.[^.]+$/, '')}.${compressed.ext}`;
    const stored = await replaceProjectFile(
      { db: app.db, store, maxProjectBytes: app.config.assets.maxProjectBytes },
      id,
      assetId,
      {
        name,
        bytes: compressed.bytes,
        mimeType: compressed.mimeType,
        ext: compressed.ext,
        thumbnail: compressed.mimeType.startsWith('image/'),
        parentId: null,
      },
    );
    return { ...stored, before: row.size, after: compressed.bytes.length };
  });
};
