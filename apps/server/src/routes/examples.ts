// /v2/projects/examples (quickstart templates) and /v2/projects/community (public projects): cards
// every signed-in user may open and fork.
import type { FastifyInstance } from 'fastify';
import { parse } from '../http/validate.ts';
import { listCommunity, listExamples, publicListQuery } from '../projects/readable-projects.ts';

export async function exampleRoutes(app: FastifyInstance) {
  app.addHook('preHandler', app.authenticate);

  app.get('/v2/projects/examples', async (request) =>
    listExamples(app.db, parse(publicListQuery, request.query, 'query').limit),
  );

  app.get('/v2/projects/community', async (request) =>
    listCommunity(app.db, parse(publicListQuery, request.query, 'query').limit),
  );
}
