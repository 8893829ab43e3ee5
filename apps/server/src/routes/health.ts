// GET /v2/healthcheck: 200 only when the database answers.
import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/v2/healthcheck', async (_request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ok' };
    } catch (error) {
      app.log.error(error, 'healthcheck: database does not answer');
      return reply.status(503).send({ message: 'Database unavailable', statusCode: 503 });
    }
  });
}
