// Prometheus metrics (docs/deploy.md, "Metrics"): requests and their durations by route and status,
// the collaboration server's sockets, rooms and update log, the database pool, and Node's own
// (event-loop lag, memory, garbage collection). Served at GET /metrics with METRICS_TOKEN as a bearer
// token, and/or on METRICS_PORT, a listener of its own; with neither set nothing is collected.
import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

const PREFIX = 'vitrine_';

function createRegistry(app: FastifyInstance): { registry: Registry; requests: RequestMetrics } {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: PREFIX });
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = {
    total: new Counter({
      name: `${PREFIX}http_requests_total`,
      help: 'HTTP requests answered, by method, route and status code.',
      labelNames,
      registers: [registry],
    }),
    duration: new Histogram({
      name: `${PREFIX}http_request_duration_seconds`,
      help: 'Time from a request to its answer, by method, route and status code.',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
  };
  new Gauge({
    name: `${PREFIX}collab_sockets_open`,
    help: 'Open collaboration websockets.',
    registers: [registry],
    collect() {
      this.set(app.websocketServer?.clients.size ?? 0);
    },
  });
  new Gauge({
    name: `${PREFIX}collab_rooms_loaded`,
    help: 'Project documents loaded in memory for editing.',
    registers: [registry],
    collect() {
      this.set(app.hasDecorator('collab') ? app.collab.rooms.loadedCount : 0);
    },
  });
  new Gauge({
    name: `${PREFIX}collab_update_queue`,
    help: 'Document updates received and waiting for their insert into the update log.',
    registers: [registry],
    collect() {
      this.set(app.hasDecorator('collab') ? app.collab.rooms.pendingUpdates : 0);
    },
  });
  const storeWait = new Histogram({
    name: `${PREFIX}collab_update_store_seconds`,
    help: 'Time from receiving a document update to having it stored (it is acknowledged then).',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  // The collaboration server is registered after this: hear its update log once everything is.
  app.addHook('onReady', async () => {
    if (app.hasDecorator('collab')) app.collab.rooms.onUpdateStored = (ms) => storeWait.observe(ms / 1000);
  });
  const poolStats = app.database.poolStats?.bind(app.database);
  if (poolStats)
    new Gauge({
      name: `${PREFIX}db_pool_connections`,
      help: 'PostgreSQL pool connections: total, idle, and requests waiting for one.',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const { total, idle, waiting } = poolStats();
        this.set({ state: 'total' }, total);
        this.set({ state: 'idle' }, idle);
        this.set({ state: 'waiting' }, waiting);
      },
    });
  return { registry, requests };
}

interface RequestMetrics {
  total: Counter<'method' | 'route' | 'status_code'>;
  duration: Histogram<'method' | 'route' | 'status_code'>;
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Call before the routes are registered, so that every route is counted. */
export async function registerMetrics(app: FastifyInstance): Promise<void> {
  const { token, port } = app.config.metrics;
  if (!token && port === undefined) return;
  const { registry, requests } = createRegistry(app);

  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the path (ids would make a series each); unmatched paths share one.
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status_code: String(reply.statusCode),
    };
    requests.total.inc(labels);
    requests.duration.observe(labels, reply.elapsedTime / 1000);
  });

  if (token)
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!bearerMatches(request.headers.authorization, token))
        return reply.status(401).send({ message: 'Unauthorized', statusCode: 401 });
      return reply.type(registry.contentType).send(await registry.metrics());
    });

  if (port !== undefined) {
    const server: Server = createServer((request, response) => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
        return;
      }
      registry.metrics().then(
        (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
        (error: unknown) => {
          app.log.error(error, 'metrics: collecting failed');
          response.writeHead(500, { 'content-type': 'text/plain' }).end('Collecting metrics failed\n');
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, app.config.host, () => resolve());
    });
    app.log.info(`Metrics on http://${app.config.host}:${port}/metrics`);
    app.addHook('onClose', () => new Promise<void>((resolve) => server.close(() => resolve())));
  }
}
