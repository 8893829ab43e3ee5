// Serves the built web app: assets with long caching, index.html for every client route (the app
// shows its own not-found page), /preview/ for the preview frame, and JSON 404s under /v2.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/v2/', '/v1/', '/files/'];

export async function registerSpa(app: FastifyInstance) {
  const dist = app.config.webDist;
  const hasWeb = dist !== undefined && existsSync(path.join(dist, 'index.html'));
  const indexHtml = hasWeb ? readFileSync(path.join(dist, 'index.html'), 'utf8') : undefined;
  const previewFile = hasWeb ? path.join(dist, 'preview', 'index.html') : undefined;
  const previewHtml = previewFile && existsSync(previewFile) ? readFileSync(previewFile, 'utf8') : undefined;

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      index: false,
      wildcard: true,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0]!;
    const isApi = API_PREFIXES.some((prefix) => url.startsWith(prefix) || url === prefix.slice(0, -1));
    if (isApi || request.method !== 'GET' || !indexHtml) {
      return reply.status(404).send({ message: 'Not found', statusCode: 404 });
    }
    reply.header('Cache-Control', 'no-cache');
    if ((url === '/preview' || url.startsWith('/preview/')) && previewHtml) {
      return reply.type('text/html').send(previewHtml);
    }
    return reply.type('text/html').send(indexHtml);
  });
}
