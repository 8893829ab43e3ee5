// The image's build steps on the host, as the Dockerfile runs them: scripts/build-image.mjs copies
// the built checkout's run-time files into a folder and installs the production dependencies there.
// The server then runs from that folder alone (as the image's `node scripts/start.mjs`): it answers
// ready, serves the web app precompressed, stops cleanly on SIGTERM, and `npm run backup` works
// without the development tools.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../apps/server/test/collab-processes.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Nothing from the machine's own configuration: the embedded database and files, a generated key. */
const ISOLATED_ENV = { DATABASE_URL: '', REDIS_URL: '', S3_BUCKET: '', JWT_SECRET: '', SMTP_URL: '' };

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  output: string;
}

function run(command: string, args: string[], options: { cwd: string; env?: Record<string, string> }) {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...ISOLATED_ENV, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const done = new Promise<Run>((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal, output })),
  );
  return { child, done, output: () => output };
}

describe('the image build steps', () => {
  let dir: string;
  let app: string;
  let built: Run;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'vitrine-image-'));
    app = path.join(dir, 'app');
    built = await run(process.execPath, ['scripts/build-image.mjs', app], { cwd: root }).done;
  }, 600_000);
  // A whole production install: removing it takes a while on a busy machine.
  afterAll(() => rm(dir, { recursive: true, force: true }), 300_000);

  it('install the production dependencies only, beside the built server and web app', () => {
    expect(built.code, built.output).toBe(0);
    for (const file of ['apps/server/dist/main.js', 'apps/web/dist/index.html', 'templates', 'LICENSE'])
      expect(existsSync(path.join(app, file)), file).toBe(true);
    // No sources and no development tools.
    expect(existsSync(path.join(app, 'apps/server/src'))).toBe(false);
    for (const tool of ['vitest', 'typescript', 'vite', 'eslint'])
      expect(existsSync(path.join(app, 'node_modules', tool)), tool).toBe(false);
  });

  it('run a server from that folder alone, which stops cleanly on SIGTERM', async () => {
    expect(built.code, built.output).toBe(0);
    const dataDir = path.join(dir, 'data');
    const port = await freePort();
    const env = { NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir };
    const server = run(process.execPath, ['scripts/start.mjs'], {
      cwd: app,
      env: { ...env, LOG_LEVEL: 'info' },
    });
    try {
      const deadline = Date.now() + 120_000;
      while (!server.output().includes('Vitrine is up')) {
        if (server.child.exitCode !== null || Date.now() > deadline)
          throw new Error(`The server did not start:\n${server.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const base = `http://127.0.0.1:${port}`;
      const ready = await fetch(`${base}/v2/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({ status: 'ok' });
      // The image's health check says the same.
      const health = await run(process.execPath, ['scripts/healthcheck.mjs'], { cwd: app, env }).done;
      expect(health.code).toBe(0);

      // A hashed file of the web app, sent as its Brotli copy from the build.
      const assets = path.join(app, 'apps/web/dist/assets');
      const script = readdirSync(assets).find(
        (file) => file.endsWith('.js') && existsSync(`${assets}/${file}.br`),
      );
      expect(script).toBeDefined();
      const asset = await fetch(`${base}/assets/${script}`, { headers: { 'accept-encoding': 'br' } });
      expect(asset.status).toBe(200);
      expect(asset.headers.get('content-encoding')).toBe('br');
      expect(asset.headers.get('cache-control')).toContain('immutable');
      // Whether fetch decodes it or not, the body is that file.
      const body = Buffer.from(await asset.arrayBuffer());
      const original = readFileSync(path.join(assets, script!));
      expect(body.equals(original) || brotliDecompressSync(body).equals(original)).toBe(true);

      server.child.kill('SIGTERM');
      const stopped = await server.done;
      expect(stopped.output).toContain('SIGTERM received, shutting down');
      expect([stopped.code, stopped.signal]).toEqual([0, null]);
    } finally {
      server.child.kill('SIGKILL');
    }

    // The backup command runs from the same folder, without tsx.
    const archive = path.join(dir, 'backup.tar.gz');
    const backup = await run('npm', ['run', 'backup', '--', archive], {
      cwd: app,
      env: { DATA_DIR: dataDir },
    }).done;
    expect(backup.output).toContain(`Backup written to ${archive}`);
    expect(backup.code).toBe(0);
  }, 240_000);
});
