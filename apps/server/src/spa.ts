// Serves the built web app: assets with long caching, index.html for every client route (the app
// shows its own not-found page), /preview/ for the preview frame, and JSON 404s under /v2.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const API_PREFIXES = ['/v2/', '/v1/', '/files/'];
/**
 * The build's files are public, and the builder's preview frame is sandboxed (an opaque origin): its
 * module scripts, styles, fonts, 3D decoders and environment maps are cross-origin requests.
 */
const ANY_ORIGIN = { 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin' };

const ASSET_NAME = /^[\w-][\w.-]*(?:\/[\w-][\w.-]*)?$/;
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export async function registerSpa(app: FastifyInstance) {
  const dist = app.config.webDist;
  if (dist === undefined || !existsSync(path.join(dist, 'index.html'))) {
    app.setNotFoundHandler((_request, reply) =>
      reply.status(404).send({ message: 'Not found', statusCode: 404 }),
    );
    return;
  }

  // Read per request outside production, so a rebuilt web app is served without a restart.
  const cache = new Map<string, string>();
  const page = (file: string): string | undefined => {
    const cached = cache.get(file);
    if (cached !== undefined) return cached;
    const full = path.join(dist, file);
    if (!existsSync(full)) return undefined;
    const html = readFileSync(full, 'utf8');
    if (app.config.production) cache.set(file, html);
    return html;
  };
  const sendPage = (reply: FastifyReply, url: string) => {
    const isPreview = url === '/preview' || url.startsWith('/preview/');
    const html = (isPreview && page(path.join('preview', 'index.html'))) || page('index.html');
    if (!html) return reply.status(404).send({ message: 'Not found', statusCode: 404 });
    return reply.header('Cache-Control', 'no-cache').type('text/html').send(html);
  };

  // Directories are not served by the static plugin (403), so their pages get routes of their own.
  for (const url of ['/', '/preview', '/preview/']) app.get(url, (_request, reply) => sendPage(reply, url));

  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/',
    index: false,
    wildcard: true,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('Cache-Control', 'public, max-age=31536000, immutable');
      }
      res.headers(ANY_ORIGIN);
    },
  });

  // Built assets, by the names the build gave them. The static plugin's own route checks a request's
  // spelling against a listing of every directory on its path, which for a published page's icon
  // meant listing the 12 000 files of assets/tabler (15–20 ms) per request. A name made of these
  // characters only, each part starting with a letter, digit, '_' or '-', has one spelling and
  // stays inside assets/, so the file is sent without it.
  const assets = path.join(dist, 'assets');
  app.get('/assets/*', (request, reply) => {
    const name = (request.params as { '*': string })['*'];
    if (!ASSET_NAME.test(name)) return reply.callNotFound();
    reply.headers(ANY_ORIGIN);
    return reply.sendFile(name, assets, { maxAge: ONE_YEAR_MS, immutable: true });
  });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0]!;
    const isApi = API_PREFIXES.some((prefix) => url.startsWith(prefix) || url === prefix.slice(0, -1));
    if (isApi || request.method !== 'GET') {
      return reply.status(404).send({ message: 'Not found', statusCode: 404 });
    }
    return sendPage(reply, url);
  });
}
