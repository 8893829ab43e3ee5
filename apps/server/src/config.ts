// Vitrine's configuration: read once from the environment, validated, with the defaults of
// docs/configuration (DESIGN.md's table). A bad value stops the process with a message naming the variable.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const url = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    `must be a URL starting with ${protocols.join(' or ')}`,
  );

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** A yes/no setting: 1, true, yes or on; 0, false, no or off. */
const flag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => /^(?:1|true|yes|on|0|false|no|off)$/.test(value), 'must be true or false')
  .transform((value) => /^(?:1|true|yes|on)$/.test(value));

/**
 * Which proxies may name the client's address in X-Forwarded-For (docs/security.md, "Client addresses
 * and proxies"): none, every one, the first N hops, or those at the listed addresses and ranges.
 */
export type TrustProxy = boolean | number | string[];

/** proxy-addr's names of address ranges, accepted beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

const trustProxy = z
  .string()
  .trim()
  .transform((value, context): TrustProxy => {
    const lower = value.toLowerCase();
    if (lower === 'true') return true;
    if (lower === '' || lower === 'false' || lower === '0') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const invalid = entries.find((entry) => !isProxyAddress(entry));
    if (invalid === undefined) return entries;
    context.addIssue({
      code: 'custom',
      message: `must be true, false, a number of proxies, or proxy addresses and CIDR ranges separated by commas ('${invalid}' is none of these)`,
    });
    return z.NEVER;
  });

const envSchema = z.object({
  PORT: optional(z.coerce.number().int().min(0).max(65535)),
  HOST: optional(z.string().min(1)),
  TRUST_PROXY: optional(trustProxy),
  PUBLIC_URL: optional(url(['http:', 'https:'])),
  DATA_DIR: optional(z.string().min(1)),
  DATABASE_URL: optional(url(['postgres:', 'postgresql:'])),
  REDIS_URL: optional(url(['redis:', 'rediss:'])),
  SMTP_URL: optional(url(['smtp:', 'smtps:'])),
  MAIL_FROM: optional(z.string().min(3)),
  S3_BUCKET: optional(z.string().min(1)),
  S3_ENDPOINT: optional(url(['http:', 'https:'])),
  S3_REGION: optional(z.string().min(1)),
  S3_ACCESS_KEY_ID: optional(z.string().min(1)),
  S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
  ASSET_MAX_FILE_BYTES: optional(z.coerce.number().int().min(1)),
  ASSET_MAX_PROJECT_BYTES: optional(z.coerce.number().int().min(1)),
  ASSET_PURGE_AFTER_MS: optional(z.coerce.number().int().min(0)),
  JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  COLLAB_URL: optional(url(['http:', 'https:', 'ws:', 'wss:'])),
  SIGNUP_MODE: optional(z.enum(['open', 'invite'])),
  BILLING_CATALOG: optional(z.string().min(1)),
  CHARGEBEE_SITE: optional(z.string().regex(/^[a-z0-9-]+$/i, 'must be a Chargebee site name')),
  CHARGEBEE_API_KEY: optional(z.string().min(8)),
  CHARGEBEE_API_URL: optional(url(['http:', 'https:'])),
  CHARGEBEE_WEBHOOK_USERNAME: optional(z.string().min(1)),
  CHARGEBEE_WEBHOOK_PASSWORD: optional(z.string().min(12, 'must be at least 12 characters')),
  CHECKPOINT_MINUTES: optional(z.coerce.number().min(0.01).max(1440)),
  COLLAB_IDLE_UNLOAD_SECONDS: optional(z.coerce.number().int().min(1).max(86_400)),
  CHROMIUM_PATH: optional(z.string().min(1)),
  ANALYTICS_RETENTION_DAYS: optional(z.coerce.number().int().min(1).max(3650)),
  ANALYTICS_CLIENT_REQUESTS_PER_MINUTE: optional(z.coerce.number().int().min(1)),
  ANALYTICS_RELEASE_EVENTS_PER_MINUTE: optional(z.coerce.number().int().min(1)),
  OIDC_ISSUER: optional(url(['http:', 'https:'])),
  SENTRY_DSN: optional(url(['http:', 'https:'])),
  SENTRY_ENVIRONMENT: optional(z.string().min(1).max(64)),
  GOOGLE_CLIENT_ID: optional(z.string().min(1)),
  GOOGLE_CLIENT_SECRET: optional(z.string().min(1)),
  SERVE_SOURCE_MAPS: optional(flag),
  METRICS_TOKEN: optional(z.string().min(16, 'must be at least 16 characters')),
  METRICS_PORT: optional(z.coerce.number().int().min(1).max(65535)),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  NODE_ENV: optional(z.string()),
});

/** Every variable the configuration reads (besides the standard OTEL_ ones of tracesEndpoint). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

export interface Config {
  port: number;
  host: string;
  /** Fastify's trustProxy: whose X-Forwarded-For, -Host and -Proto headers are believed. */
  trustProxy: TrustProxy;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  s3:
    | { bucket: string; endpoint?: string; region: string; accessKeyId?: string; secretAccessKey?: string }
    | undefined;
  /** Upload limits of the project library: per file and per project total, in bytes. */
  assets: {
    maxFileBytes: number;
    maxProjectBytes: number;
    /** A deleted or replaced file's bytes are removed no sooner than this after the request. */
    purgeAfterMs: number;
  };
  jwtSecret: string;
  collabUrl: string | undefined;
  signupMode: 'open' | 'invite';
  billing: BillingConfig;
  /** Sign-in with Google (or another OpenID Connect provider): set when a client id and secret are. */
  oidc: { issuer: string; clientId: string; clientSecret: string } | undefined;
  /** Error reporting to a Sentry-compatible service (server and web app), when SENTRY_DSN is set. */
  sentry: { dsn: string; environment: string } | undefined;
  /** Automatic checkpoints: one per this many minutes of editing activity on a project. */
  checkpointMinutes: number;
  /** A project's room with no socket on it is unloaded after this many seconds (docs/deploy.md, "Memory"). */
  collabIdleUnloadSeconds: number;
  /** Chromium for server-side page screenshots (release diff); undefined when none is installed. */
  chromiumPath: string | undefined;
  analytics: AnalyticsConfig;
  logLevel: string;
  production: boolean;
  /** Whether the web build's source maps are served (and named in SourceMap headers). */
  serveSourceMaps: boolean;
  /**
   * Prometheus metrics: GET /metrics with this bearer token on the server's port, and/or on a port of
   * their own (no token, for a private network). Both unset: no metrics are served.
   */
  metrics: { token: string | undefined; port: number | undefined };
  /** Where OpenTelemetry traces are sent (OTLP over HTTP), from the standard OTEL_ variables. */
  tracesEndpoint: string | undefined;
  /** Directory of the built web app; absent in API-only test setups. */
  webDist: string | undefined;
}

export interface BillingConfig {
  /** The plans file of the local provider, and the free tier of both providers. */
  catalogPath: string | undefined;
  /** Set when CHARGEBEE_SITE and CHARGEBEE_API_KEY are: Chargebee is the provider. */
  chargebee: { site: string; apiKey: string; apiUrl: string | undefined } | undefined;
  /** Basic-auth credentials of the webhook; unset, every webhook call answers 401. */
  webhook: { username: string; password: string } | undefined;
}

export interface AnalyticsConfig {
  /** Raw events and sessions are deleted after this many days; rollups are kept. */
  retentionDays: number;
  /** Requests to POST /v2/analytics/logs per minute per client address. */
  clientRequestsPerMinute: number;
  /** Events per minute per release, across every client. */
  releaseEventsPerMinute: number;
}

/** Where traces go, read from the standard variables; undefined when tracing is off. */
export function tracesEndpoint(env: NodeJS.ProcessEnv): string | undefined {
  if (env.OTEL_SDK_DISABLED === 'true' || env.OTEL_TRACES_EXPORTER === 'none') return undefined;
  if (env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
  if (env.OTEL_EXPORTER_OTLP_ENDPOINT)
    return `${env.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/$/, '')}/v1/traces`;
  return undefined;
}

export class ConfigError extends Error {}

export const GOOGLE_ISSUER = 'https://accounts.google.com';

/** Reads and validates the environment; throws ConfigError naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid ${String(issue.path[0])}: ${issue.message}`);
  }
  const e = parsed.data;
  const port = overrides.port ?? e.PORT ?? 3000;
  const dataDir = path.resolve(overrides.dataDir ?? e.DATA_DIR ?? './data');
  const config: Config = {
    port,
    host: e.HOST ?? '127.0.0.1',
    trustProxy: e.TRUST_PROXY ?? false,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Vitrine <no-reply@vitrine.local>',
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION ?? 'us-east-1',
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    assets: {
      maxFileBytes: e.ASSET_MAX_FILE_BYTES ?? 50 * 1024 * 1024,
      maxProjectBytes: e.ASSET_MAX_PROJECT_BYTES ?? 1024 * 1024 * 1024,
      purgeAfterMs: e.ASSET_PURGE_AFTER_MS ?? 10 * 60 * 1000,
    },
    jwtSecret: e.JWT_SECRET ?? '',
    collabUrl: e.COLLAB_URL,
    signupMode: e.SIGNUP_MODE ?? 'open',
    billing: {
      catalogPath: e.BILLING_CATALOG ? path.resolve(e.BILLING_CATALOG) : undefined,
      chargebee:
        e.CHARGEBEE_SITE && e.CHARGEBEE_API_KEY
          ? { site: e.CHARGEBEE_SITE, apiKey: e.CHARGEBEE_API_KEY, apiUrl: e.CHARGEBEE_API_URL }
          : undefined,
      webhook:
        e.CHARGEBEE_WEBHOOK_USERNAME && e.CHARGEBEE_WEBHOOK_PASSWORD
          ? { username: e.CHARGEBEE_WEBHOOK_USERNAME, password: e.CHARGEBEE_WEBHOOK_PASSWORD }
          : undefined,
    },
    checkpointMinutes: e.CHECKPOINT_MINUTES ?? 10,
    collabIdleUnloadSeconds: e.COLLAB_IDLE_UNLOAD_SECONDS ?? 30,
    chromiumPath: e.CHROMIUM_PATH ?? defaultChromium(),
    analytics: {
      retentionDays: e.ANALYTICS_RETENTION_DAYS ?? 90,
      clientRequestsPerMinute: e.ANALYTICS_CLIENT_REQUESTS_PER_MINUTE ?? 120,
      releaseEventsPerMinute: e.ANALYTICS_RELEASE_EVENTS_PER_MINUTE ?? 60_000,
    },
    oidc:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            issuer: (e.OIDC_ISSUER ?? GOOGLE_ISSUER).replace(/\/$/, ''),
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
          }
        : undefined,
    sentry: e.SENTRY_DSN
      ? {
          dsn: e.SENTRY_DSN,
          environment: e.SENTRY_ENVIRONMENT ?? (e.NODE_ENV === 'production' ? 'production' : 'development'),
        }
      : undefined,
    logLevel: e.LOG_LEVEL ?? 'info',
    production: e.NODE_ENV === 'production',
    serveSourceMaps: e.SERVE_SOURCE_MAPS ?? false,
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
    tracesEndpoint: tracesEndpoint(env),
    webDist: undefined,
    ...overrides,
  };
  if (!config.jwtSecret) config.jwtSecret = generatedSecret(dataDir);
  return config;
}

/** Debian's and most distributions' Chromium, when installed. */
function defaultChromium(): string | undefined {
  return ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((file) =>
    existsSync(file),
  );
}

/** A signing key generated on first start and kept in DATA_DIR, so restarts keep sessions valid. */
function generatedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
