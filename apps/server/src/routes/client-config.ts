// What the web app needs to know about this server before anyone signs in: where it reports its
// errors (a Sentry DSN is a public key by design) and under which environment. Any origin may read
// it: the builder's preview frame is sandboxed (an opaque origin) and reports its errors too. The
// studio's own page carries the same answer (http/page-facts.ts).
import { ClientConfigSchema } from '@vitrine/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageFacts } from '../http/page-facts.ts';

export const clientConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const { clientConfig } = pageFacts(app.config);
  const read = {
    schema: {
      operationId: 'getClientConfig',
      summary: 'What the web app needs before sign-in: where it reports its errors',
      response: { 200: ClientConfigSchema },
    },
  };
  app.get('/v2/client-config', read, async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
    return clientConfig;
  });
};
