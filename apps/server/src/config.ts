// Vitrine's configuration: read once from the environment, validated, with the defaults of
// docs/configuration (DESIGN.md's table). A bad value stops the process with a message naming the variable.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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

const envSchema = z.object({
  PORT: optional(z.coerce.number().int().min(0).max(65535)),
  HOST: optional(z.string().min(1)),
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
  JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  COLLAB_URL: optional(url(['http:', 'https:', 'ws:', 'wss:'])),
  SIGNUP_MODE: optional(z.enum(['open', 'invite'])),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  NODE_ENV: optional(z.string()),
});

export interface Config {
  port: number;
  host: string;
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
  assets: { maxFileBytes: number; maxProjectBytes: number };
  jwtSecret: string;
  collabUrl: string | undefined;
  signupMode: 'open' | 'invite';
  logLevel: string;
  production: boolean;
  /** Directory of the built web app; absent in API-only test setups. */
  webDist: string | undefined;
}

export class ConfigError extends Error {}

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
    },
    jwtSecret: e.JWT_SECRET ?? '',
    collabUrl: e.COLLAB_URL,
    signupMode: e.SIGNUP_MODE ?? 'open',
    logLevel: e.LOG_LEVEL ?? 'info',
    production: e.NODE_ENV === 'production',
    webDist: undefined,
    ...overrides,
  };
  if (!config.jwtSecret) config.jwtSecret = generatedSecret(dataDir);
  return config;
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
