// GET /files/<random key>/<safe name>: serves stored files to anyone holding the URL. The key's 128
// random bits are the access control; a stored file never changes (a re-upload gets a new key), so
// responses are cached for a year as immutable. Any origin may read them (the builder's sandboxed
// preview frame has an opaque origin, and loads fonts, models and textures in CORS mode).
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { files } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { isStorageKey } from './safe-name.ts';
import type { FileStore } from './store.ts';

export const FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export async function fileServingRoutes(app: FastifyInstance, options: { store: FileStore }) {
  const { store } = options;

  app.get('/files/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!isStorageKey(key)) throw notFound('File not found');
    const isThumbnail = key.split('/')[1] === 't';
    let contentType = 'image/webp';
    if (!isThumbnail) {
      const [row] = await app.db.select({ mimeType: files.mimeType }).from(files).where(eq(files.key, key));
      if (!row) throw notFound('File not found');
      contentType = row.mimeType;
    }
    const object = await store.get(key);
    if (!object) throw notFound('File not found');
    return (
      reply
        .header('content-type', contentType)
        .header('content-length', object.size)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', FILE_CACHE_CONTROL)
        // A stored file is data, never a page: even opened directly it may run nothing.
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('access-control-allow-origin', '*')
        .send(object.body)
    );
  });
}
