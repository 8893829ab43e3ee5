// Serves the built web app: hashed assets cached for a year, pages revalidated by ETag, index.html
// for every client route (the app shows its own not-found page) with the facts its first render needs
// (http/page-facts.ts), /preview/ for the preview frame, and
// JSON 404s under /v2. Text files go as the Brotli or gzip copy the build wrote beside them
// (apps/web/precompress.ts); source maps only when SERVE_SOURCE_MAPS is set.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendHtml } from './http/html.ts';
import { pageFacts, withPageFacts } from './http/page-facts.ts';

const API_PREFIXES = ['/v2/', '/v1/', '/files/'];
/**
 * The build's files are public, and the builder's preview frame is sandboxed (an opaque origin): its
 * module scripts, styles, fonts, 3D decoders and environment maps are cross-origin requests.
 */
const ANY_ORIGIN = { 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin' };

/** The preview frame's document: /preview, /preview/ or /preview/index.html, with any query. */
const PREVIEW_PAGE = /^\/preview(?:\/(?:index\.html)?)?(?:\?.*)?$/;
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

  // The preview document loads in the builder's sandboxed frame, an opaque origin that Chromium
  // keeps in a site-keyed agent cluster: asking for origin keying there (helmet's
  // Origin-Agent-Cluster) cannot be honoured and logs a warning on every frame load.
  app.addHook('onSend', async (request, reply, payload) => {
    if (PREVIEW_PAGE.test(request.url)) reply.removeHeader('origin-agent-cluster');
    return payload;
  });

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
  const facts = pageFacts(app.config);
  const sendPage = (request: FastifyRequest, reply: FastifyReply, url: string) => {
    const isPreview = url === '/preview' || url.startsWith('/preview/');
    const preview = isPreview ? page(path.join('preview', 'index.html')) : undefined;
    const studio = preview ? undefined : page('index.html');
    const html = preview ?? (studio === undefined ? undefined : withPageFacts(studio, facts));
    if (!html) return reply.status(404).send({ message: 'Not found', statusCode: 404 });
    return sendHtml(request, reply, html, 'no-cache');
  };

  // Directories are not served by the static plugin (403), so their pages get routes of their own.
  for (const url of ['/', '/preview', '/preview/'])
    app.get(url, (request, reply) => sendPage(request, reply, url));

  const serveMaps = app.config.serveSourceMaps;
  /** With SERVE_SOURCE_MAPS, a script or style names its map, which browsers' developer tools fetch. */
  const mapHeader = (sentPath: string): Record<string, string> => {
    const filePath = sentPath.replace(/\.(?:br|gz)$/, '');
    return serveMaps && /\.(?:js|css)$/.test(filePath) && existsSync(`${filePath}.map`)
      ? { sourcemap: `${path.basename(filePath)}.map` }
      : {};
  };

  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/',
    index: false,
    wildcard: true,
    preCompressed: true,
    allowedPath: (pathName) => serveMaps || !pathName.endsWith('.map'),
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('Cache-Control', 'public, max-age=31536000, immutable');
      }
      res.headers({ ...ANY_ORIGIN, ...mapHeader(filePath) });
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
    if (!ASSET_NAME.test(name) || (!serveMaps && name.endsWith('.map'))) return reply.callNotFound();
    reply.headers({ ...ANY_ORIGIN, ...mapHeader(path.join(assets, name)) });
    return reply.sendFile(name, assets, { maxAge: ONE_YEAR_MS, immutable: true });
  });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0]!;
    const isApi = API_PREFIXES.some((prefix) => url.startsWith(prefix) || url === prefix.slice(0, -1));
    // A file that is not there (a name with an extension, such as an old script or a map) is a 404;
    // any other path is a client route, which the web app resolves (or shows its not-found page).
    const isFile = /\.[A-Za-z0-9]+$/.test(url.slice(url.lastIndexOf('/') + 1));
    if (isApi || isFile || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ message: 'Not found', statusCode: 404 });
    }
    return sendPage(request, reply, url);
  });
}
