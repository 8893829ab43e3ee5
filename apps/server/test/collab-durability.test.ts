import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTokenSigner } from '../src/auth/tokens.ts';
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
    await waitFor(() => writer.provider.synced, 'the writer to sync');
    projectMap(writer.doc).set('beforeKill', 'kept');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await server.kill('SIGKILL');
    writer.provider.destroy();

    server = await startServerProcess(env, port);
    const reader = openProvider(server.url, fixture.projectId, token);
    cleanups.push(() => reader.provider.destroy());
    await waitFor(() => reader.provider.synced, 'the fresh client to sync');
    expect(projectMap(reader.doc).get('beforeKill')).toBe('kept');
    expect(projectMap(reader.doc).get('label')).toBe('Collab project');
    // Two server starts (PGlite recovery after the kill included) on a busy machine take a while.
  }, 120_000);
});
