// `npm run bench -- memory`: the built server's resident memory (RSS) on a small machine. For each
// database (the embedded PGlite, then PostgreSQL on a fresh database): the server started as a
// child process, 50 projects each opened by a collaboration client that then goes idle, RSS once it
// settles; then a 5 MB document loaded by one client, its RSS growth beside Hocuspocus's for the
// same document in the same run. Needs `npm run build` first; stops by itself in about two minutes.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as Y from 'yjs';
import { BenchClient } from '../collab/client.ts';
import { buildLargeDocument, seed } from '../collab/seed.ts';
import { startHocuspocus } from '../collab/servers.ts';
import { loadLine, type Figure } from '../summary.ts';
import type { DatabaseTarget } from '../../apps/server/src/db/database.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const PROJECTS = 50;
const DOCUMENT_BYTES = 5 * 1024 * 1024;
const TARGETS = { pglite: 250, postgres: 200 };
/** The loaded document may grow the server by at most this many times what it grows Hocuspocus. */
const DOCUMENT_RATIO_TARGET = 2;
const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

const mb = (bytes: number) => bytes / 1024 / 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function readRss(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

/**
 * RSS once the process is idle: the lowest of samples a second apart over 15 s, long enough for
 * V8's memory reducer (it shrinks the heap some seconds after allocation slows) and the allocator.
 */
async function settledRss(rss: () => number, seconds = 15): Promise<number> {
  let lowest = Infinity;
  for (let i = 0; i < seconds; i++) {
    await sleep(1000);
    lowest = Math.min(lowest, rss());
  }
  return lowest;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface Database {
  kind: 'pglite' | 'postgres';
  label: string;
  env: Record<string, string>;
  target: DatabaseTarget;
  drop(): Promise<void>;
}

async function freshDatabase(kind: 'pglite' | 'postgres', dataDir: string): Promise<Database> {
  if (kind === 'pglite')
    return {
      kind,
      label: 'PGlite',
      env: { DATA_DIR: dataDir },
      target: { dataDir },
      drop: async () => {},
    };
  const name = `vitrine_bench_memory_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    kind,
    label: 'PostgreSQL',
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    target: { url: url.toString() },
    async drop() {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

interface Server {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** The Node.js flags `npm start` runs the server with (package.json's start script). */
function startFlags(): string[] {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  return pkg.scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
}

/** The built server as `npm start` runs it (same flags, same entry), as a child process. */
async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [...startFlags(), path.join(root, 'scripts/start.mjs')],
    {
      cwd: root,
      env: {
        ...process.env,
        ...env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited:\n${output}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/v2/readyz`);
      await response.body?.cancel();
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`The server did not start:\n${output}`);
    await sleep(100);
  }
  return {
    url: `ws://127.0.0.1:${port}`,
    pid: child.pid!,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function openClient(url: string, projectId: string, token: string): Promise<BenchClient> {
  const client = new BenchClient({ dialect: 'vitrine', baseUrl: url, docName: projectId, token });
  await client.open();
  return client;
}

interface Measured {
  started: number;
  idleProjects: number;
  documentGrowth: number;
}

async function measureVitrine(database: Database): Promise<Measured> {
  const seeded = await seed(database.target, PROJECTS, DOCUMENT_BYTES);
  const env = { ...database.env, JWT_SECRET: seeded.secret };
  const clients: BenchClient[] = [];
  const server = await startServer(env);
  try {
    const started = await settledRss(() => readRss(server.pid));
    for (const projectId of seeded.projectIds) {
      const client = await openClient(server.url, projectId, seeded.token);
      client.setCursor(1, 1);
      clients.push(client);
    }
    const idleProjects = await settledRss(() => readRss(server.pid));
    const document = await openClient(server.url, seeded.bigProjectId, seeded.token);
    clients.push(document);
    const withDocument = await settledRss(() => readRss(server.pid));
    console.log(
      `  ${database.label}: ${mb(started).toFixed(1)} MB started, ${mb(idleProjects).toFixed(1)} MB with ${PROJECTS} idle projects, ${mb(withDocument).toFixed(1)} MB with the ${mb(seeded.bigDocumentBytes).toFixed(1)} MB document too`,
    );
    return { started, idleProjects, documentGrowth: withDocument - idleProjects };
  } finally {
    for (const client of clients) client.close();
    await server.stop();
  }
}

/** Hocuspocus (in memory, its defaults) holding the same document, pushed by one client. */
async function measureHocuspocus(): Promise<number> {
  const state = buildLargeDocument(DOCUMENT_BYTES);
  const server = await startHocuspocus();
  const clients: BenchClient[] = [];
  try {
    for (let i = 0; i < PROJECTS; i++) {
      const client = new BenchClient({
        dialect: 'hocuspocus',
        baseUrl: server.url,
        docName: `idle-${i}`,
        token: 'bench',
      });
      await client.open();
      client.setCursor(1, 1);
      clients.push(client);
    }
    const before = await settledRss(server.rss);
    const writer = new BenchClient({
      dialect: 'hocuspocus',
      baseUrl: server.url,
      docName: 'large',
      token: 'bench',
    });
    await writer.open();
    clients.push(writer);
    Y.applyUpdate(writer.doc, state);
    const after = await settledRss(server.rss);
    console.log(
      `  Hocuspocus: ${mb(before).toFixed(1)} MB with ${PROJECTS} idle documents, ${mb(after).toFixed(1)} MB with the document too`,
    );
    return after - before;
  } finally {
    for (const client of clients) client.close();
    await server.stop();
  }
}

export async function run(): Promise<Figure[]> {
  if (!existsSync(path.join(root, 'apps/server/dist/main.js')))
    throw new Error('Build the server first: npm run build');
  console.log(`Resident memory of the built server (${loadLine()})`);
  const figures: Figure[] = [];
  const hocuspocusGrowth = await measureHocuspocus();
  for (const kind of ['pglite', 'postgres'] as const) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-bench-memory-'));
    let database: Database | null = null;
    try {
      database = await freshDatabase(kind, dataDir);
      const measured = await measureVitrine(database);
      const group = `memory (${database.label})`;
      figures.push(
        { group, name: 'server RSS, started', value: mb(measured.started), unit: 'MB' },
        {
          group,
          name: `server RSS, ${PROJECTS} idle projects loaded`,
          value: mb(measured.idleProjects),
          unit: 'MB',
          target: TARGETS[kind],
        },
        {
          group,
          name: `RSS growth, ${DOCUMENT_BYTES / 1024 / 1024} MB document loaded (< 2× Hocuspocus)`,
          value: mb(measured.documentGrowth),
          unit: 'MB',
          target: mb(hocuspocusGrowth) * DOCUMENT_RATIO_TARGET,
          peer: { name: 'Hocuspocus', value: mb(hocuspocusGrowth) },
        },
      );
      console.log(
        `  ${database.label}: the document grows the server ${(measured.documentGrowth / hocuspocusGrowth).toFixed(2)}× what it grows Hocuspocus (target ≤ ${DOCUMENT_RATIO_TARGET}×)`,
      );
    } finally {
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  console.log(`\n${loadLine()}`);
  return figures;
}
