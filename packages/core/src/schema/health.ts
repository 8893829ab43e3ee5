// What the health checks answer (GET /v2/healthcheck, /v2/livez, /v2/readyz): supervisors and load
// balancers read the status code; the body says which dependency failed.
import { z } from 'zod';
import { apiErrorSchema } from './api-error.ts';

export const HealthSchema = z.object({ status: z.literal('ok') });
export type Health = z.infer<typeof HealthSchema>;

const checks = z
  .record(z.string(), z.string())
  .describe("Each dependency ('database', 'files', 'redis') and 'ok', or why it failed");

export const ReadinessSchema = z.object({ status: z.literal('ok'), checks });
export type Readiness = z.infer<typeof ReadinessSchema>;

/** 503: shutting down ('draining'), or a dependency does not answer ('unavailable'). */
export const NotReadySchema = z.intersection(
  apiErrorSchema,
  z.object({
    status: z.enum(['draining', 'unavailable']),
    checks: z.record(z.string(), z.enum(['ok', 'failed'])).optional(),
  }),
);
export type NotReady = z.infer<typeof NotReadySchema>;
