// The Vitrine server as a factory: tests build it on an ephemeral port with their own database and
// mailer; main.ts builds it from the environment.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import { Redis } from 'ioredis';
import { ZodError } from 'zod';
import type { Config } from './config.ts';
import { openDatabase, type Database, type DatabaseHandle } from './db/database.ts';
import { claimDataDir } from './backup/data-dir-lock.ts';
import { snapshotRequests } from './backup/serve-snapshots.ts';
import { createAuthenticate, type AuthUser } from './auth/guard.ts';
import { createBillingService, type BillingService } from './billing/index.ts';
import { createTokenSigner, type TokenSigner } from './auth/tokens.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { HttpError } from './http/errors.ts';
import { registerCompression } from './http/compression.ts';
import { registerOpenApi } from './http/openapi.ts';
import { requestForLog } from './http/request-log.ts';
import { registerMetrics } from './observability/metrics.ts';
import { fastifyTrustProxy } from './http/trust-proxy.ts';
import { recordRoutes } from './http/route-table.ts';
import { zodValidatorCompiler } from './http/zod-compiler.ts';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { registerRoutes } from './routes/index.ts';
import { seedExampleProjects } from './seed/examples.ts';
import { registerSpa } from './spa.ts';
import { reportError, startErrorReporting, stopErrorReporting } from './observability/error-reporting.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    database: DatabaseHandle;
    mailer: Mailer;
    tokens: TokenSigner;
    billing: BillingService;
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** Set when the server begins to shut down: readiness answers 503 and new sockets are refused. */
    lifecycle: { draining: boolean };
  }
  interface FastifyRequest {
    user?: AuthUser;
  }
}

export interface AppOptions {
  config: Config;
  /** An already-open database (tests); otherwise opened from config. */
  database?: DatabaseHandle;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
  /** Cut open connections on close instead of waiting for them (tests; a shutdown has its own timer). */
  forceCloseConnections?: boolean;
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers["x-refresh-token"]'],
      serializers: { req: requestForLog },
    },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    forceCloseConnections: options.forceCloseConnections ?? 'idle',
  });

  // The embedded database's DATA_DIR is this process's alone while it runs, and a backup asks it for
  // its snapshots (docs/backups.md).
  const dataDirLock =
    !options.database && !config.databaseUrl ? await claimDataDir(config.dataDir, 'server') : undefined;
  const database =
    options.database ??
    (await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir }).catch(
      async (error: unknown) => {
        await dataDirLock?.close();
        throw error;
      },
    ));
  const ownsDatabase = !options.database;
  if (dataDirLock && database.pglite)
    dataDirLock.serve(snapshotRequests({ pglite: database.pglite, dataDir: config.dataDir, log: app.log }));
  const tokens = createTokenSigner(config.jwtSecret);
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      logger: app.log,
      production: config.production,
    });

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('mailer', mailer);
  app.decorate('tokens', tokens);
  app.decorate('authenticate', createAuthenticate(database.db, tokens));
  const billing = await createBillingService(config, database.db, app.log);
  app.decorate('billing', billing);
  app.decorate('lifecycle', { draining: false });
  app.decorateRequest('user', undefined);
  app.setValidatorCompiler(zodValidatorCompiler);
  // Responses are checked against the route's declared schema: what the API describes is what it sends.
  app.setSerializerCompiler(serializerCompiler);
  recordRoutes(app);

  if (config.sentry) await startErrorReporting(config.sentry);
  app.addHook('onClose', async () => {
    await stopErrorReporting();
    await billing.close();
    if (!options.mailer) mailer.close();
    if (ownsDatabase) await database.close();
    await dataDirLock?.close();
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message, statusCode: error.statusCode });
    }
    if (error instanceof ZodError) {
      const message = error.issues[0]?.message ?? 'Invalid request';
      return reply.status(400).send({ message, statusCode: 400 });
    }
    const err = error as { statusCode?: number; message?: string; code?: string };
    const statusCode = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (statusCode === 500) {
      request.log.error(error);
      reportError(error, { method: request.method, route: request.routeOptions.url });
      return reply.status(500).send({ message: 'Something went wrong !', statusCode });
    }
    const message =
      err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? 'Request body is too large'
        : err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Unsupported content type'
          : (err.message ?? 'Bad request');
    return reply.status(statusCode).send({ message, statusCode });
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", "'wasm-unsafe-eval'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        // The web app reports its errors to the Sentry-compatible service when SENTRY_DSN is set.
        'connect-src': [
          "'self'",
          'ws:',
          'wss:',
          'blob:',
          'data:',
          ...(config.sentry ? [new URL(config.sentry.dsn).origin] : []),
        ],
        'worker-src': ["'self'", 'blob:'],
        'frame-src': ["'self'"],
        'frame-ancestors': ["'self'"],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  // With several processes behind a load balancer, attempt limits must be shared: keep them in Redis.
  const rateLimitRedis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1 })
    : undefined;
  if (rateLimitRedis) app.addHook('onClose', async () => void rateLimitRedis.disconnect());
  await app.register(rateLimit, { global: false, ...(rateLimitRedis ? { redis: rateLimitRedis } : {}) });
  // Before the websocket plugin's own hook, which closes every socket without a code: a shutdown turns
  // readiness to 503, stores what clients sent, then closes their sockets with 1001 (they reconnect
  // to another process); app.close() then drains HTTP.
  app.addHook('preClose', async () => {
    app.lifecycle.draining = true;
    // From now on Fastify answers an upgrade request with 503 on a socket the websocket plugin handed
    // it, and nothing ends that socket: app.close() would wait for it for ever. End each one once
    // that answer is written (a later request, once the plugin stops listening, gets no answer).
    app.server.on('upgrade', (_request: IncomingMessage, socket: Duplex) => {
      socket.end(() => socket.destroy());
    });
    if (app.hasDecorator('collab')) await app.collab.rooms.close();
  });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 * 1024 } });
  await app.register(multipart, { limits: { fileSize: 100 * 1024 * 1024, files: 1 } });
  await registerCompression(app);
  await registerMetrics(app);
  // Loaded only when traces are sent somewhere.
  if (config.tracesEndpoint)
    await (await import('./observability/tracing.ts')).registerTracing(app, config.tracesEndpoint);

  await registerOpenApi(app);
  await registerRoutes(app);
  await seedExampleProjects(app.db, app.log);
  await registerSpa(app);
  return app;
}
