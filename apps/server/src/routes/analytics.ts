// Analytics (docs/analytics.md). POST /v2/analytics/logs is public — published pages call it — and
// limited per client address and per release; it answers once the events are stored. The queries
// (stats, trends, journey, reports, insights) need a signed-in member of the project's team.
import {
  AnalyticsBatchSchema,
  AnalyticsIngestResultSchema,
  AnalyticsInsightsSchema,
  AnalyticsJourneyQuerySchema,
  AnalyticsJourneySchema,
  AnalyticsQuerySchema,
  AnalyticsReportsQuerySchema,
  AnalyticsReportsSchema,
  AnalyticsStatsSchema,
  AnalyticsTrendsQuerySchema,
  AnalyticsTrendsSchema,
} from '@vitrine/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { requireAnalyticsAccess } from '../analytics/access.ts';
import { AnalyticsIngest } from '../analytics/ingest.ts';
import { insights } from '../analytics/insights.ts';
import { journey } from '../analytics/journey.ts';
import { ReleaseRateLimit } from '../analytics/release-rate-limit.ts';
import { reports } from '../analytics/reports.ts';
import { applyRetention } from '../analytics/retention.ts';
import { stats } from '../analytics/stats.ts';
import { trends } from '../analytics/trends.ts';
import { currentUser } from '../auth/guard.ts';
import { tooManyRequests } from '../http/errors.ts';
import { errorResponses } from '../http/responses.ts';
import { requireSignIn } from '../http/route-table.ts';

declare module 'fastify' {
  interface FastifyInstance {
    analytics: AnalyticsIngest;
  }
}

const RETENTION_EVERY_MS = 60 * 60_000;
/** The first retention run waits a little, so a starting server serves first. */
const RETENTION_FIRST_MS = 60_000;

/** The public endpoint published pages post their batches to. */
const logRoute: FastifyPluginAsyncZod = async (app) => {
  // sendBeacon may post the JSON batch as text/plain: read it as JSON here (and only here).
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string) as unknown);
    } catch {
      done(null, body);
    }
  });
  app.post(
    '/v2/analytics/logs',
    {
      bodyLimit: 64 * 1024,
      schema: {
        operationId: 'sendAnalyticsEvents',
        summary: "Store a batch of a published page's analytics events",
        body: AnalyticsBatchSchema,
        response: { 202: AnalyticsIngestResultSchema, ...errorResponses(400, 404, 413, 415, 429) },
      },
      config: {
        rateLimit: {
          max: app.config.analytics.clientRequestsPerMinute,
          timeWindow: 60_000,
          errorResponseBuilder: () => tooManyRequests('Too many analytics requests, slow down'),
        },
      },
    },
    async (request, reply) => {
      const result = await app.analytics.ingest({
        batch: request.body,
        headers: request.headers,
        address: request.ip,
      });
      return reply.status(202).send(result);
    },
  );
};

/** The queries of the Analytics view: members of the project's team with `aggregate` on it. */
const queryRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSignIn(app);
  /** A query of a project's analytics: the body names the project and the range. */
  const query = <Body, Answer>(operationId: string, summary: string, body: Body, answer: Answer) => ({
    schema: {
      operationId,
      summary,
      body,
      response: { 200: answer, ...errorResponses(400, 401, 403, 404) },
    },
  });
  const statsQuery = query(
    'getAnalyticsStats',
    'Visitors, sessions, page views, interactions and conversions over a range, against the range before',
    AnalyticsQuerySchema,
    AnalyticsStatsSchema,
  );
  app.post('/v2/analytics/stats', statsQuery, async (request) => {
    await requireAnalyticsAccess(app.db, currentUser(request), request.body.projectId);
    return stats(app.db, request.body);
  });
  const trendsQuery = query(
    'getAnalyticsTrends',
    'Measures per hour, day or week over a range',
    AnalyticsTrendsQuerySchema,
    AnalyticsTrendsSchema,
  );
  app.post('/v2/analytics/trends', trendsQuery, async (request) => {
    await requireAnalyticsAccess(app.db, currentUser(request), request.body.projectId);
    return trends(app.db, request.body);
  });
  const journeyQuery = query(
    'getAnalyticsJourney',
    "Visitors' paths through the pages, and a funnel when steps are given",
    AnalyticsJourneyQuerySchema,
    AnalyticsJourneySchema,
  );
  app.post('/v2/analytics/journey', journeyQuery, async (request) => {
    await requireAnalyticsAccess(app.db, currentUser(request), request.body.projectId);
    return journey(app.db, request.body);
  });
  const reportsQuery = query(
    'getAnalyticsReports',
    'The top pages, options, variants, hotspots, prices, carts, referrers, devices and countries',
    AnalyticsReportsQuerySchema,
    AnalyticsReportsSchema,
  );
  app.post('/v2/analytics/reports', reportsQuery, async (request) => {
    await requireAnalyticsAccess(app.db, currentUser(request), request.body.projectId);
    return reports(app.db, request.body);
  });
  const insightsQuery = query(
    'getAnalyticsInsights',
    'What stands out in a range, in sentences',
    AnalyticsQuerySchema,
    AnalyticsInsightsSchema,
  );
  app.post('/v2/analytics/reports/insights', insightsQuery, async (request) => {
    await requireAnalyticsAccess(app.db, currentUser(request), request.body.projectId);
    return insights(app.db, request.body);
  });
};

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = app.config.analytics;
  const redis = app.config.redisUrl
    ? new Redis(app.config.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: true })
    : undefined;
  const ingest = new AnalyticsIngest(app.db, new ReleaseRateLimit(limits.releaseEventsPerMinute, redis), {
    // PGlite is one connection: a second transaction would only wait for the first.
    concurrency: app.database.kind === 'postgres' ? 2 : 1,
  });
  app.decorate('analytics', ingest);

  const retain = () =>
    applyRetention(app.db, ingest.dailySalts, limits.retentionDays).catch((error: unknown) =>
      app.log.warn({ err: error }, 'Analytics retention failed; it runs again within the hour'),
    );
  let timer = setTimeout(function run() {
    void retain();
    timer = setTimeout(run, RETENTION_EVERY_MS);
    timer.unref();
  }, RETENTION_FIRST_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(timer);
    await ingest.writer.idle();
    redis?.disconnect();
  });

  await app.register(logRoute);
  await app.register(queryRoutes);
};

// Not encapsulated (what fastify-plugin does), so app.analytics and the onClose drain belong to the
// app; the routes sit in their own plugins above.
Object.assign(analyticsRoutes, { [Symbol.for('skip-override')]: true });
