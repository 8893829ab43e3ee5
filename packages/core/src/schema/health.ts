// What the health checks answer (GET /v2/healthcheck, /v2/livez, /v2/readyz): supervisors and load
// balancers read the status code; the body says which dependency failed.
import { z } from 'zod';
import { apiErrorSchema } from './api-error.ts';

export const HealthSchema = z.object({ status: z.literal('ok') });

const checks = z
  .record(z.string(), z.string())
  .describe("Each dependency ('database', 'files', 'redis') and 'ok', or why it failed");

export const ReadinessSchema = z.object({ status: z.literal('ok'), checks });

/** 503: an ApiError that says why: shutting down ('draining'), or which dependency does not answer. */
export const NotReadySchema = apiErrorSchema
  .extend({
    status: z.enum(['draining', 'unavailable']),
    checks: z.record(z.string(), z.enum(['ok', 'failed'])).optional(),
  })
  .meta({ id: 'NotReady' });
