// `npm run bench -- collab [servers]`: Vitrine's collaboration server against Hocuspocus 4 and the
// y-websocket reference server under the same load (`servers`: a comma list, `none` for none), then
// Vitrine's large-document figures (a 20 MB document's first sync while cold, its memory) and the
// server's RSS with 50 idle projects loaded. Everything runs on 127.0.0.1 and stops by itself in
// about two minutes.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BenchClient } from './client.ts';
import { broadcastScenario, editorsScenario, type ScenarioResult } from './scenarios.ts';
import type { Figure } from '../summary.ts';
import { benchDatabase, seed } from './seed.ts';
import { startHocuspocus, startVitrine, startYWebsocket, type ServerUnderTest } from './servers.ts';

const OBSERVERS = 200;
const PROJECTS = 50;
const EDITORS = 4;
const DURATION_MS = 6000;
const CURSOR_PERIOD_MS = 1000;
const BIG_DOCUMENT_BYTES = 20 * 1024 * 1024;

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : 'n/a');

type Row = { scenario: string; server: string; result: ScenarioResult };

async function withServer<T>(start: () => Promise<ServerUnderTest>, use: (s: ServerUnderTest) => Promise<T>) {
  const server = await start();
  try {
    return await use(server);
  } finally {
    await server.stop();
  }
}

/** The target of a 20 MB document's first sync (ms). */
const FIRST_SYNC_TARGET_MS = 1000;

export async function run(args: string[]): Promise<Figure[]> {
  const started = Date.now();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-bench-collab-'));
  const cleanups: Array<() => Promise<void>> = [];
  const only = args[0]?.split(',');
  try {
    const database = await benchDatabase(dataDir);
    cleanups.push(() => database.drop());
    console.log(`Vitrine stores into ${database.kind}. Seeding and building the large document…`);
    const seeded = await seed(database.target, PROJECTS + 2, BIG_DOCUMENT_BYTES);
    const vitrineEnv: Record<string, string> = { ...database.env, JWT_SECRET: seeded.secret };
    const [broadcastProject, smallBroadcastProject, ...editorProjects] = seeded.projectIds;
    const rows: Row[] = [];
    const broadcast = {
      observers: OBSERVERS,
      editsPerSecond: 20,
      cursorPeriodMs: CURSOR_PERIOD_MS,
      durationMs: DURATION_MS,
    };
    const editors = {
      editorsPerProject: EDITORS,
      editsPerSecond: 5,
      cursorPeriodMs: CURSOR_PERIOD_MS,
      durationMs: DURATION_MS,
    };
    const targets: Array<[string, () => Promise<ServerUnderTest>]> = [
      ['vitrine', () => startVitrine(vitrineEnv)],
      ['hocuspocus', startHocuspocus],
      ['y-websocket', startYWebsocket],
    ];

    for (const [name, start] of targets) {
      if (only && !only.includes(name)) continue;
      // Vitrine needs its seeded project ids; the others accept any document name.
      const docA = name === 'vitrine' ? broadcastProject! : randomUUID();
      const docsB = name === 'vitrine' ? editorProjects : editorProjects.map(() => randomUUID());
      console.log(`Running ${name}…`);
      const a = await withServer(start, (server) => broadcastScenario(server, docA, seeded.token, broadcast));
      rows.push({ scenario: `1 writer + ${OBSERVERS} observers, cursors on`, server: name, result: a });
      const b = await withServer(start, (server) => editorsScenario(server, docsB, seeded.token, editors));
      rows.push({ scenario: `${PROJECTS} projects × ${EDITORS} editors`, server: name, result: b });
      if (name === 'vitrine') {
        const c = await withServer(start, (server) =>
          broadcastScenario(server, smallBroadcastProject!, seeded.token, { ...broadcast, observers: 100 }),
        );
        rows.push({ scenario: '1 writer + 100 observers, cursors on', server: name, result: c });
      }
    }

    printTable(rows);
    const figures: Figure[] = [];
    const group = `collab (${database.kind.startsWith('PGlite') ? 'PGlite' : 'PostgreSQL'})`;
    const large = await largeDocument(
      vitrineEnv,
      seeded.bigProjectId,
      editorProjects[0]!,
      seeded.token,
      seeded.bigDocumentBytes,
    );
    figures.push(
      {
        group,
        name: `${mb(seeded.bigDocumentBytes)} MB document, first sync while cold`,
        value: large.coldDocumentMs,
        unit: 'ms',
        target: FIRST_SYNC_TARGET_MS,
      },
      {
        group,
        name: `${mb(seeded.bigDocumentBytes)} MB document, first sync on a fresh process`,
        value: large.freshProcessMs,
        unit: 'ms',
      },
    );
    const idle = await idleProjects(vitrineEnv, editorProjects.slice(0, PROJECTS), seeded.token);
    figures.push({
      group,
      name: `server RSS, ${PROJECTS} idle projects loaded`,
      value: idle / 1024 / 1024,
      unit: 'MB',
    });
    console.log(`\nTotal time ${((Date.now() - started) / 1000).toFixed(0)} s`);
    return figures;
  } finally {
    for (const cleanup of cleanups) await cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function printTable(rows: Row[]) {
  console.log(
    '\nscenario                               | server      | p50 ms | p99 ms | updates/s | delivered | RSS MB',
  );
  console.log(
    '---------------------------------------|-------------|--------|--------|-----------|-----------|-------',
  );
  for (const { scenario, server, result } of rows) {
    console.log(
      `${scenario.padEnd(39)}| ${server.padEnd(12)}| ${ms(result.p50).padStart(6)} | ${ms(result.p99).padStart(6)} | ${result.deliveredPerSecond.toFixed(0).padStart(9)} | ${(result.completeness * 100).toFixed(1).padStart(8)}% | ${mb(result.rssBytes).padStart(6)}`,
    );
  }
  console.log('\nVitrine / other (below 1 is better for latency and memory):');
  for (const scenario of new Set(rows.map((row) => row.scenario))) {
    const ours = rows.find((row) => row.scenario === scenario && row.server === 'vitrine')?.result;
    if (!ours) continue;
    for (const other of rows.filter((row) => row.scenario === scenario && row.server !== 'vitrine')) {
      console.log(
        `  ${scenario} vs ${other.server}: p50 ×${(ours.p50 / other.result.p50).toFixed(2)}, p99 ×${(ours.p99 / other.result.p99).toFixed(2)}, RSS ×${(ours.rssBytes / other.result.rssBytes).toFixed(2)}`,
      );
    }
  }
}

async function openClient(server: ServerUnderTest, projectId: string, token: string) {
  const client = new BenchClient({ dialect: 'vitrine', baseUrl: server.url, docName: projectId, token });
  const opened = performance.now();
  await client.open();
  return { client, received: client.step2ReceivedAt - opened, synced: performance.now() - opened };
}

/**
 * First sync of a 20 MB document: on a freshly started server (its first request at all), then on a
 * running one (another project synced first) with the document cold (stored, not loaded) — the
 * target's case. Then what the loaded document costs: the live heap + buffers after a full GC with
 * the room loaded, minus the same right after unloading it (database drivers keep their grown
 * buffers either way, so they cancel out).
 */
async function largeDocument(
  env: Record<string, string>,
  projectId: string,
  warmProjectId: string,
  token: string,
  encoded: number,
): Promise<{ coldDocumentMs: number; freshProcessMs: number }> {
  const freshProcessMs = await withServer(
    () => startVitrine(env),
    async (server) => {
      const first = await openClient(server, projectId, token);
      first.client.close();
      return first.received;
    },
  );
  return withServer(
    () => startVitrine(env),
    async (server) => {
      const settle = () => new Promise((resolve) => setTimeout(resolve, 1000));
      const loadedMinusUnloaded = async () => {
        const loaded = await server.liveMemory!();
        await server.unloadRooms!();
        return loaded - (await server.liveMemory!());
      };
      const warm = await openClient(server, warmProjectId, token);
      warm.client.close();
      await server.unloadRooms!();
      const first = await openClient(server, projectId, token);
      await settle();
      const idle = await loadedMinusUnloaded();
      first.client.close();
      const again = await openClient(server, projectId, token);
      again.client.set('touch', 1);
      await settle();
      const hot = await loadedMinusUnloaded();
      again.client.close();
      console.log(`\nLarge document (${mb(encoded)} MB encoded):`);
      console.log(
        `  first sync, document cold on a running server: ${ms(first.received)} ms until the whole state arrived`,
      );
      console.log(`  (the client applied it and had SyncDone ${ms(first.synced)} ms after opening)`);
      console.log(`  first sync as the first request of a freshly started server: ${ms(freshProcessMs)} ms`);
      console.log(
        `  idle loaded document: ${mb(idle)} MB = ${(idle / encoded).toFixed(2)}× its encoded size`,
      );
      console.log(
        `  while edited (live Y.Doc): ${mb(hot)} MB = ${(hot / encoded).toFixed(2)}× its encoded size`,
      );
      return { coldDocumentMs: first.received, freshProcessMs };
    },
  );
}

/** The server's resident memory with these projects loaded and idle: one client on each, synced, still. */
async function idleProjects(
  env: Record<string, string>,
  projectIds: string[],
  token: string,
): Promise<number> {
  return withServer(
    () => startVitrine(env),
    async (server) => {
      const before = server.rss();
      const clients: BenchClient[] = [];
      for (const projectId of projectIds) {
        const { client } = await openClient(server, projectId, token);
        client.setCursor(1, 1);
        clients.push(client);
      }
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const rss = server.rss();
      for (const client of clients) client.close();
      console.log(
        `\nServer RSS: ${mb(before)} MB started, ${mb(rss)} MB with ${projectIds.length} idle projects loaded`,
      );
      return rss;
    },
  );
}
