// What the web app needs to know about this server before anyone signs in: where it reports its
// errors (a Sentry DSN is a public key by design) and under which environment.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const clientConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const sentry = app.config.sentry;
  app.get('/v2/client-config', async () => ({
    errorReporting: sentry ? { dsn: sentry.dsn, environment: sentry.environment } : null,
  }));
};
