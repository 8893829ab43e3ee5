// POST /v2/analytics/logs: public, rate-limited per client address (published pages are public).
import type { FastifyInstance } from 'fastify';
import { storeAnalyticsLogs, analyticsBody } from '../analytics/logs.ts';
import { tooManyRequests } from '../http/errors.ts';
import { parse } from '../http/validate.ts';

export const ANALYTICS_RATE_LIMIT = { max: 120, timeWindow: 60_000 } as const;

export async function analyticsRoutes(app: FastifyInstance) {
  app.post(
    '/v2/analytics/logs',
    {
      bodyLimit: 64 * 1024,
      config: {
        rateLimit: {
          ...ANALYTICS_RATE_LIMIT,
          errorResponseBuilder: () => tooManyRequests('Too many analytics requests, slow down'),
        },
      },
    },
    async (request, reply) => {
      const stored = await storeAnalyticsLogs(app.db, parse(analyticsBody, request.body));
      return reply.status(202).send({ stored });
    },
  );
}
