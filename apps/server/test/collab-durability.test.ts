import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app.ts';
import { createTokenSigner } from '../src/auth/tokens.ts';
import { loadConfig } from '../src/config.ts';
import { readDocument } from '../src/documents/store.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/database.ts';
import { databaseKinds } from './harness.ts';
import { createFixture, openProvider, projectMap, waitFor } from './collab-fixtures.ts';
import {
  createPostgresDatabase,
  freePort,
  startServerProcess,
  type ServerProcess,
} from './collab-processes.ts';

describe.each(databaseKinds)('collaboration durability on %s', (kind) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('keeps an edit made 200 ms before the server process is killed with SIGKILL', async () => {
    const secret = randomBytes(32).toString('hex');
    const env: Record<string, string> = { JWT_SECRET: secret };
    let database: DatabaseHandle;
    if (kind === 'postgres') {
      const pgDatabase = await createPostgresDatabase();
      cleanups.push(() => pgDatabase.drop());
      env.DATABASE_URL = pgDatabase.url;
      database = await openDatabase({ url: pgDatabase.url });
    } else {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-collab-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      env.DATA_DIR = dataDir;
      database = await openDatabase({ dataDir });
    }
    // PGlite allows one process at a time: seed, then hand the directory to the server.
    const fixture = await createFixture(database.db);
    await database.close();
    const token = await createTokenSigner(secret).sign(fixture.owner);
    const port = await freePort();

    let server: ServerProcess = await startServerProcess(env, port);
    cleanups.push(() => server.kill());
    const writer = openProvider(server.url, fixture.projectId, token);
    const watcher = openProvider(server.url, fixture.projectId, token);
    await waitFor(() => writer.synced() && watcher.synced(), 'both clients to sync');
    projectMap(writer.doc).set('beforeKill', 'kept');
    // The 200 ms count from the moment the server has the edit (it reached the other client): on a
    // busy machine the trip from the writer alone can take longer than that.
    await waitFor(() => projectMap(watcher.doc).get('beforeKill') === 'kept', 'the edit to reach the server');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await server.kill('SIGKILL');
    writer.provider.destroy();
    watcher.provider.destroy();

    server = await startServerProcess(env, port);
    const reader = openProvider(server.url, fixture.projectId, token);
    cleanups.push(() => reader.provider.destroy());
    await waitFor(() => reader.synced(), 'the fresh client to sync');
    expect(projectMap(reader.doc).get('beforeKill')).toBe('kept');
    expect(projectMap(reader.doc).get('label')).toBe('Collab project');
    // Two server starts (PGlite recovery after the kill included) on a busy machine take a while.
  }, 120_000);

  it.runIf(kind === 'pglite')(
    'stores pending edits when the app closes',
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-collab-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      const seeding = await openDatabase({ dataDir });
      const fixture = await createFixture(seeding.db);
      await seeding.close();
      const config = loadConfig(
        { JWT_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'warn' },
        { port: 0, dataDir },
      );
      const app = await buildApp({ config, logger: { level: 'warn' } });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const writer = openProvider(url, fixture.projectId, await app.tokens.sign(fixture.owner));
      await waitFor(() => writer.synced(), 'the writer to sync');
      const seen = openProvider(url, fixture.projectId, await app.tokens.sign(fixture.owner));
      await waitFor(() => seen.synced(), 'the second client to sync');
      projectMap(writer.doc).set('atClose', 'kept');
      // Closing as soon as the server has it: the edit is in the room, maybe not yet in the log.
      await waitFor(() => projectMap(seen.doc).get('atClose') === 'kept', 'the edit to reach the server');
      writer.provider.destroy();
      seen.provider.destroy();
      await app.close();
      const reopened = await openDatabase({ dataDir });
      try {
        const doc = await readDocument(reopened.db, fixture.projectId);
        expect(projectMap(doc!).get('atClose')).toBe('kept');
      } finally {
        await reopened.close();
      }
    },
    60_000,
  );
});
