// /v2/projects/examples (quickstart templates) and /v2/projects/community (public projects): cards
// every signed-in user may open and fork. /v2/templates/:file serves the templates' thumbnails,
// without sign-in because <img> sends no bearer token.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../http/errors.ts';
import { signedInRoute } from '../http/route-table.ts';
import { listCommunity, listExamples, publicListQuery } from '../projects/readable-projects.ts';
import { templatesFolder } from '../seed/templates.ts';

const thumbnailParams = z.object({ file: z.string() });
const THUMBNAIL_FILE = /^[a-z0-9][a-z0-9-]*\.svg$/;

export const exampleRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = signedInRoute(app, { querystring: publicListQuery });

  app.get('/v2/projects/examples', signedIn, async (request) => listExamples(app.db, request.query.limit));

  app.get('/v2/projects/community', signedIn, async (request) => listCommunity(app.db, request.query.limit));

  const folder = templatesFolder();
  app.get('/v2/templates/:file', { schema: { params: thumbnailParams } }, async (request, reply) => {
    const { file } = request.params;
    if (!folder || !THUMBNAIL_FILE.test(file)) throw notFound();
    const svg = await readFile(path.join(folder, file)).catch(() => null);
    if (!svg) throw notFound();
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=3600')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg);
  });
};
