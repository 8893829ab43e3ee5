// compose.yaml and the Dockerfile, checked without a container engine: every service reports its
// health, starts after what it needs, and hands the server settings it reads and accepts, wired to
// the other services. `docker compose config` validates the file too where the client has compose.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONFIG_VARIABLES, loadConfig } from '../src/config.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface Service {
  build?: { context: string };
  image?: string;
  command?: string[];
  restart?: string;
  environment?: Record<string, string | number>;
  healthcheck?: { test?: string[]; disable?: boolean };
  depends_on?: Record<string, { condition: string }>;
}

/** Compose's own interpolation with nothing set: each `${NAME:-default}` in a value is its default. */
function interpolated(value: unknown): unknown {
  if (typeof value === 'string') {
    for (const reference of value.match(/\$\{[^}]*\}/g) ?? [])
      expect(reference, 'only ${NAME:-default} references, so the file runs without a .env').toMatch(
        /^\$\{[A-Z][A-Z0-9_]*:-[^}]*\}$/,
      );
    return value.replace(/\$\{[A-Z0-9_]+:-([^}]*)\}/g, '$1');
  }
  if (Array.isArray(value)) return value.map(interpolated);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, interpolated(entry)]));
  return value;
}

const compose = interpolated(parse(read('compose.yaml'), { merge: true })) as {
  services: Record<string, Service>;
};
const services = Object.entries(compose.services);
/** The services run from Vitrine's own image. */
const vitrineServices = services.filter(([, service]) => service.build?.context === '.');
const server = compose.services.vitrine!;
const serverEnv = Object.fromEntries(
  Object.entries(server.environment ?? {}).map(([name, value]) => [name, String(value)]),
);

/** One-shot steps: they run to completion, and whoever waits for them waits for that. */
function isStep(name: string): boolean {
  return services.some(([, service]) =>
    Object.entries(service.depends_on ?? {}).some(
      ([needed, { condition }]) => needed === name && condition === 'service_completed_successfully',
    ),
  );
}

describe('compose.yaml', () => {
  it('gives every long-running service a health check, and marks the one-shot steps', () => {
    expect(services.map(([name]) => name).sort()).toEqual([
      'postgres',
      'redis',
      's3',
      's3-bucket',
      'vitrine',
    ]);
    for (const [name, service] of services) {
      if (isStep(name)) {
        expect(service.restart, name).toBe('no');
        expect(service.healthcheck?.disable, name).toBe(true);
      } else {
        expect(service.healthcheck?.test?.[0], `${name}'s health check`).toMatch(/^CMD(-SHELL)?$/);
        expect(service.healthcheck?.disable, name).toBeUndefined();
      }
    }
  });

  it('starts each service once what it depends on is healthy or done', () => {
    for (const [name, service] of services)
      for (const [needed, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect(compose.services[needed], `${name} depends on ${needed}`).toBeDefined();
        expect(condition, `${name} → ${needed}`).toBe(
          isStep(needed) ? 'service_completed_successfully' : 'service_healthy',
        );
      }
    expect(Object.keys(server.depends_on ?? {}).sort()).toEqual(['postgres', 'redis', 's3', 's3-bucket']);
  });

  it("hands Vitrine's image only variables the configuration reads, with values it accepts", () => {
    for (const [name, service] of vitrineServices)
      for (const variable of Object.keys(service.environment ?? {}))
        expect(CONFIG_VARIABLES, `${name}: ${variable}`).toContain(variable);

    const config = loadConfig(serverEnv, { jwtSecret: 'x'.repeat(32) });
    expect(config.databaseUrl).toBe('postgres://vitrine:vitrine@postgres:5432/vitrine');
    expect(config.redisUrl).toBe('redis://redis:6379');
    expect(config.s3).toMatchObject({ bucket: 'vitrine', endpoint: 'http://s3:9000' });
    // Empty settings count as unset: mails go to the log, and the key is generated into the volume.
    expect(config.smtpUrl).toBeUndefined();
  });

  it('wires the server to the database, Redis and the store as they are set up', () => {
    const postgres = compose.services.postgres!.environment!;
    const database = new URL(serverEnv.DATABASE_URL!);
    expect([database.hostname, database.username, database.password, database.pathname]).toEqual([
      'postgres',
      postgres.POSTGRES_USER,
      postgres.POSTGRES_PASSWORD,
      `/${postgres.POSTGRES_DB}`,
    ]);
    expect(new URL(serverEnv.REDIS_URL!).hostname).toBe('redis');

    const store = compose.services.s3!.environment!;
    expect(new URL(serverEnv.S3_ENDPOINT!).hostname).toBe('s3');
    expect([serverEnv.S3_ACCESS_KEY_ID, serverEnv.S3_SECRET_ACCESS_KEY]).toEqual([
      store.RUSTFS_ACCESS_KEY,
      store.RUSTFS_SECRET_KEY,
    ]);
    // The bucket step creates the very bucket the server uses.
    const step = compose.services['s3-bucket']!;
    expect(step.command).toEqual(['node', 'apps/server/dist/create-bucket.js']);
    for (const variable of [
      'S3_BUCKET',
      'S3_ENDPOINT',
      'S3_REGION',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
    ])
      expect(step.environment?.[variable], variable).toBe(serverEnv[variable]);
  });

  it('is valid for docker compose, where the client has it', (context) => {
    const version = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' });
    if (version.status !== 0) context.skip('docker compose is not installed');
    const check = spawnSync('docker', ['compose', '--file', 'compose.yaml', 'config', '--quiet'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');

  it("copies every workspace's package.json before installing, as npm ci needs them all", () => {
    const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
    for (const folder of workspaces) expect(dockerfile).toContain(`COPY ${folder}/package.json ${folder}/\n`);
  });

  it('builds with scripts/build-image.mjs and runs the server as an unprivileged user', () => {
    expect(dockerfile).toMatch(/^RUN .*npm run build && node scripts\/build-image\.mjs \/app$/m);
    expect(dockerfile).toMatch(/^USER node$/m);
    // A 2 MB young generation keeps the idle server small (docs/deploy.md, "Memory").
    expect(dockerfile).toMatch(/^CMD \["node", "--max-semi-space-size=2", "scripts\/start\.mjs"\]$/m);
    expect(dockerfile).toMatch(/^ {2}CMD \["node", "scripts\/healthcheck\.mjs"\]$/m);
  });
});
