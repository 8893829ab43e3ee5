// Health of the process for supervisors and load balancers:
// - GET /v2/healthcheck: 200 when the database answers (the older check, kept as it was);
// - GET /v2/livez: 200 while the process serves requests at all (restart it when this fails);
// - GET /v2/readyz: 200 when it may take traffic — the database, Redis (when configured) and the
//   file store answer, and it is not shutting down; 503 otherwise, naming what failed.
import { HealthSchema, NotReadySchema, ReadinessSchema } from '@vitrine/core';
import { Redis } from 'ioredis';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createFileStore } from '../files/create-file-store.ts';
import { errorResponses } from '../http/responses.ts';

/** A dependency that does not answer within this long counts as down. */
const CHECK_TIMEOUT_MS = 2_000;

type CheckResult = 'ok' | string;

async function withinTime(check: () => Promise<unknown>): Promise<CheckResult> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = createFileStore(app.config);
  const redis = app.config.redisUrl
    ? new Redis(app.config.redisUrl, {
        lazyConnect: true,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      })
    : null;
  // Quiet: a Redis that is down is reported by readyz, not as unhandled errors.
  redis?.on('error', () => undefined);
  app.addHook('onClose', async () => {
    store.close();
    redis?.disconnect();
  });

  const healthcheck = {
    schema: {
      operationId: 'healthcheck',
      summary: 'Whether the database answers',
      response: { 200: HealthSchema, ...errorResponses(503) },
    },
  };
  app.get('/v2/healthcheck', healthcheck, async (_request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ok' as const };
    } catch (error) {
      app.log.error(error, 'healthcheck: database does not answer');
      return reply.status(503).send({ message: 'Database unavailable', statusCode: 503 });
    }
  });

  const livez = {
    schema: {
      operationId: 'livez',
      summary: 'Whether the process serves requests at all',
      response: { 200: HealthSchema },
    },
  };
  app.get('/v2/livez', livez, async () => ({ status: 'ok' as const }));

  const readyz = {
    schema: {
      operationId: 'readyz',
      summary: 'Whether the process may take traffic: its dependencies answer and it is not shutting down',
      response: { 200: ReadinessSchema, 503: NotReadySchema },
    },
  };
  app.get('/v2/readyz', readyz, async (_request, reply) => {
    if (app.lifecycle.draining)
      return reply
        .status(503)
        .send({ message: 'Shutting down', statusCode: 503, status: 'draining' as const });
    const checks: Record<string, CheckResult> = {
      database: await withinTime(() => app.database.ping()),
      files: await withinTime(() => store.ping()),
    };
    if (redis)
      checks.redis = await withinTime(async () => {
        if (redis.status === 'wait' || redis.status === 'end') await redis.connect();
        await redis.ping();
      });
    const failed = Object.keys(checks).filter((name) => checks[name] !== 'ok');
    if (failed.length === 0) return { status: 'ok' as const, checks };
    // The answer is public: it names what failed, the log says why (addresses, errors).
    app.log.warn({ checks }, 'readyz: not ready');
    const shown = Object.fromEntries(
      Object.keys(checks).map((name) => [
        name,
        checks[name] === 'ok' ? ('ok' as const) : ('failed' as const),
      ]),
    );
    return reply.status(503).send({
      message: `Not ready: ${failed.join(', ')}`,
      statusCode: 503,
      status: 'unavailable' as const,
      checks: shown,
    });
  });
};
