// /v2/projects/examples (quickstart templates) and /v2/projects/community (public projects): cards
// every signed-in user may open and fork. /v2/templates/:file serves the templates' thumbnails,
// without sign-in because <img> sends no bearer token.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ExampleProjectListSchema } from '@vitrine/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../http/errors.ts';
import { errorResponses } from '../http/responses.ts';
import { signedInRoute } from '../http/route-table.ts';
import { listCommunity, listExamples, publicListQuery } from '../projects/readable-projects.ts';
import { templatesFolder } from '../seed/templates.ts';

const thumbnailParams = z.object({ file: z.string() });
const THUMBNAIL_FILE = /^[a-z0-9][a-z0-9-]*\.svg$/;

export const exampleRoutes: FastifyPluginAsyncZod = async (app) => {
  const cards = (operationId: string, summary: string) =>
    signedInRoute(app, {
      operationId,
      summary,
      querystring: publicListQuery,
      response: { 200: ExampleProjectListSchema.describe('The project cards'), ...errorResponses(400, 401) },
    });

  const examples = cards('listExampleProjects', 'List the quickstart templates, in the order they came');
  app.get('/v2/projects/examples', examples, async (request) => listExamples(app.db, request.query.limit));

  const community = cards('listCommunityProjects', 'List the public projects, the last changed first');
  app.get('/v2/projects/community', community, async (request) => listCommunity(app.db, request.query.limit));

  const folder = templatesFolder();
  const thumbnail = {
    schema: {
      operationId: 'getTemplateThumbnail',
      summary: "A quickstart template's card picture (SVG), without sign-in",
      params: thumbnailParams,
      response: {
        200: {
          description: 'The picture',
          content: { 'image/svg+xml': { schema: z.string().describe('SVG') } },
        },
        ...errorResponses(400, 404),
      },
    },
  };
  app.get('/v2/templates/:file', thumbnail, async (request, reply) => {
    const { file } = request.params;
    if (!folder || !THUMBNAIL_FILE.test(file)) throw notFound();
    const svg = await readFile(path.join(folder, file), 'utf8').catch(() => null);
    if (svg === null) throw notFound();
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=3600')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg);
  });
};
