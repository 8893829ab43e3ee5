// What the web app needs to know about this server before anyone signs in: where it reports its
// errors (a Sentry DSN is a public key by design) and under which environment. Any origin may read
// it: the builder's preview frame is sandboxed (an opaque origin) and reports its errors too.
import { ClientConfigSchema } from '@vitrine/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const clientConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const sentry = app.config.sentry;
  const read = {
    schema: {
      operationId: 'getClientConfig',
      summary: 'What the web app needs before sign-in: where it reports its errors',
      response: { 200: ClientConfigSchema },
    },
  };
  app.get('/v2/client-config', read, async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
    return { errorReporting: sentry ? { dsn: sentry.dsn, environment: sentry.environment } : null };
  });
};
