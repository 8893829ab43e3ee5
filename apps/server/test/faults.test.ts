// Faults with real processes: a server killed in the middle of a snapshot compaction, Redis restarted
// under two server processes, PostgreSQL restarted mid-edit. Each runs on a private PostgreSQL
// cluster and a private Redis (never the shared ones), and checks that no edit a client sent is lost
// and that every client converges. The disk-full upload lives in faults-disk.test.ts.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { createTokenSigner } from '../src/auth/tokens.ts';
import { loadDocument } from '../src/collab/document-log.ts';
import { openDatabase } from '../src/db/database.ts';
import { createFixture, openProvider, projectMap, waitFor, type Fixture } from './collab-fixtures.ts';
import { freePort, startServerProcess, type ServerProcess } from './collab-processes.ts';
import {
  postgresUnavailable,
  redisUnavailable,
  startPrivatePostgres,
  startPrivateRedis,
  type PrivatePostgres,
} from './private-services.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const cannotRun = postgresUnavailable();

describe.skipIf(cannotRun)(`faults on private services${cannotRun ? ` (skipped: ${cannotRun})` : ''}`, () => {
  let postgres: PrivatePostgres;
  const cleanups: Array<() => Promise<void> | void> = [];

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
  }, 120_000);
  afterAll(async () => postgres?.stop());
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function seeded(): Promise<{ url: string; fixture: Fixture; secret: string; token: string }> {
    const url = await postgres.createDatabase();
    const handle = await openDatabase({ url });
    const fixture = await createFixture(handle.db);
    await handle.close();
    const secret = randomBytes(32).toString('hex');
    return { url, fixture, secret, token: await createTokenSigner(secret).sign(fixture.owner) };
  }

  async function server(env: Record<string, string>): Promise<ServerProcess> {
    const started = await startServerProcess(env, await freePort());
    cleanups.push(() => started.kill());
    return started;
  }

  function client(url: string, projectId: string, token: string) {
    const opened = openProvider(url, projectId, token);
    cleanups.push(() => opened.provider.destroy());
    return opened;
  }

  it('loses no edit when the server is killed with SIGKILL during a snapshot compaction', async () => {
    const { url, fixture, secret, token } = await seeded();
    const env = { JWT_SECRET: secret, DATABASE_URL: url };
    const first = await server(env);
    const writer = client(first.url, fixture.projectId, token);
    await waitFor(() => writer.synced(), 'the writer to sync');

    // Watch the database for the compaction's transaction (it locks the snapshot row).
    const watcher = new pg.Client({ connectionString: url });
    await watcher.connect();
    cleanups.push(() => watcher.end());
    let compacting = false;
    const watching = (async () => {
      while (!compacting) {
        const { rows } = await watcher.query(
          "select 1 from pg_stat_activity where datname = current_database() and query ilike '%project_snapshots%for update%' and state <> 'idle'",
        );
        if (rows.length) compacting = true;
        else await sleep(2);
      }
    })();

    // 2 000 edits: compaction runs every 500 stored updates.
    const sentAt: number[] = [];
    const map = projectMap(writer.doc);
    for (let i = 0; i < 2000 && !compacting; i++) {
      map.set(`edit-${i}`, i);
      sentAt.push(Date.now());
      if (i % 50 === 49) await sleep(5);
    }
    await Promise.race([watching, sleep(20_000)]);
    expect(compacting, 'a compaction was seen running').toBe(true);
    const killedAt = Date.now();
    await first.kill('SIGKILL');
    writer.provider.destroy();

    const second = await server(env);
    const reader = client(second.url, fixture.projectId, token);
    await waitFor(() => reader.synced(), 'a fresh client to sync after the restart');
    const kept = projectMap(reader.doc);
    // The promise: nothing a client sent more than 100 ms before the kill is lost.
    const due = sentAt.filter((at) => at < killedAt - 100).length;
    const missing = Array.from({ length: due }, (_, i) => i).filter((i) => kept.get(`edit-${i}`) !== i);
    expect(missing, `of ${due} edits sent before the kill`).toEqual([]);
    expect(kept.get('label')).toBe('Collab project');
  }, 180_000);

  it.skipIf(redisUnavailable())(
    'converges two server processes when their Redis restarts, edits made during the outage included',
    async () => {
      const redis = await startPrivateRedis();
      cleanups.push(() => redis.stop());
      const { url, fixture, secret, token } = await seeded();
      const env = { JWT_SECRET: secret, DATABASE_URL: url, REDIS_URL: redis.url };
      const [one, two] = [await server(env), await server(env)];
      const a = client(one.url, fixture.projectId, token);
      const b = client(two.url, fixture.projectId, token);
      await waitFor(() => a.synced() && b.synced(), 'both clients to sync');
      projectMap(a.doc).set('before', 'a');
      await waitFor(() => projectMap(b.doc).get('before') === 'a', 'an edit to cross before the outage');

      const restarting = redis.restart(2000);
      await sleep(300);
      projectMap(a.doc).set('during', 'a');
      projectMap(b.doc).set('duringToo', 'b');
      await restarting;
      projectMap(b.doc).set('after', 'b');

      // Pub/sub messages sent while Redis was down are gone: the update log re-read brings them.
      await waitFor(
        () =>
          ['before', 'during', 'duringToo', 'after'].every(
            (key) => projectMap(a.doc).has(key) && projectMap(b.doc).has(key),
          ),
        'both clients to hold every edit',
        60_000,
      );
      expect(projectMap(a.doc).toJSON()).toEqual(projectMap(b.doc).toJSON());
      const fresh = client(one.url, fixture.projectId, token);
      await waitFor(() => fresh.synced(), 'a fresh client to sync');
      expect(projectMap(fresh.doc).toJSON()).toEqual(projectMap(a.doc).toJSON());
    },
    180_000,
  );

  it('keeps every edit made while PostgreSQL restarts, and says so clearly while it is down', async () => {
    const { url, fixture, secret, token } = await seeded();
    const env = { JWT_SECRET: secret, DATABASE_URL: url };
    const first = await server(env);
    const writer = client(first.url, fixture.projectId, token);
    const watcher = client(first.url, fixture.projectId, token);
    await waitFor(() => writer.synced() && watcher.synced(), 'both clients to sync');

    const map = projectMap(writer.doc);
    let sent = 0;
    const editing = (async () => {
      for (; sent < 150; sent++) {
        map.set(`edit-${sent}`, sent);
        await sleep(20);
      }
    })();
    await sleep(500);
    const restarting = postgres.restart(1500);
    await sleep(300);
    const health = await fetch(`${first.url}/v2/healthcheck`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ message: 'Database unavailable' });
    await restarting;
    await editing;

    await waitFor(
      () => projectMap(watcher.doc).get(`edit-${sent - 1}`) === sent - 1,
      'the last edit to reach the other client',
      30_000,
    );
    expect(projectMap(watcher.doc).toJSON()).toEqual(map.toJSON());
    // The update log retries what the restart refused; once the database holds every edit, a kill
    // must lose none of them.
    await waitUntilHealthy(first.url);
    const stored = await waitUntilStored(url, fixture.projectId, sent);
    expect(stored, `edits stored before the kill; server output:\n${first.output()}`).toBe(sent);
    await first.kill('SIGKILL');
    writer.provider.destroy();
    watcher.provider.destroy();

    const second = await server(env);
    const reader = client(second.url, fixture.projectId, token);
    await waitFor(() => reader.synced(), 'a fresh client to sync after the restart');
    const missing = Array.from({ length: sent }, (_, i) => i).filter(
      (i) => projectMap(reader.doc).get(`edit-${i}`) !== i,
    );
    expect(missing, `of ${sent} edits`).toEqual([]);
  }, 180_000);
});

/** How many of the first `count` edits the database holds, polled until all are there or 30 s pass. */
async function waitUntilStored(url: string, projectId: string, count: number): Promise<number> {
  const handle = await openDatabase({ url });
  try {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const doc = new Y.Doc();
      for (const part of (await loadDocument(handle.db, projectId)).parts) Y.applyUpdate(doc, part);
      const map = projectMap(doc);
      const stored = Array.from({ length: count }, (_, i) => i).filter(
        (i) => map.get(`edit-${i}`) === i,
      ).length;
      if (stored === count || Date.now() > deadline) return stored;
      await sleep(100);
    }
  } finally {
    await handle.close();
  }
}

async function waitUntilHealthy(url: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const ok = await fetch(`${url}/v2/healthcheck`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error('The server never saw the database again');
    await sleep(200);
  }
}
