// GET /v2/healthcheck: 200 only when the database answers.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/v2/healthcheck', async (_request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ok' };
    } catch (error) {
      app.log.error(error, 'healthcheck: database does not answer');
      return reply.status(503).send({ message: 'Database unavailable', statusCode: 503 });
    }
  });
};
