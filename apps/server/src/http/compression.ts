// Compression of what the server builds per request (API JSON, pages, files of the library and of
// releases): Brotli or gzip, as the browser accepts. The web build's own files were compressed when
// it was built (apps/web/precompress.ts) and are sent as they are (spa.ts).
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    // zstd, which Node 22.15+ can write, is left out: every browser that sends it also takes br.
    encodings: ['br', 'gzip'],
    threshold: 1024,
  });
}
