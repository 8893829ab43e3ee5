// Saves you can trust: an edit the server has acknowledged (Saved) or already sent to another
// collaborator is never lost to SIGKILL, on PGlite and PostgreSQL, while two busy processes starve
// the CPU. Thirty rounds of edit → kill -9 100–300 ms later → restart on the same data, split
// between the databases under test, counting losses.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTokenSigner } from '../src/auth/tokens.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/database.ts';
import { databaseKinds } from './harness.ts';
import { createFixture, openProvider, projectMap, savingProvider, waitFor } from './collab-fixtures.ts';
import {
  createPostgresDatabase,
  freePort,
  startServerProcess,
  type ServerProcess,
} from './collab-processes.ts';

/** Thirty kills in all: each database under test takes its share. */
const ROUNDS = Math.ceil(30 / databaseKinds.length);

/**
 * Two processes that keep both cores busy for at most `ms`, while running: they are paused while
 * the server restarts (the starving matters between an edit and the kill, and a start under it
 * takes many seconds).
 */
function burnCpu(ms: number) {
  const script = `const end = Date.now() + ${ms}; while (Date.now() < end) {}`;
  const burners: ChildProcess[] = [0, 1].map(() =>
    spawn(process.execPath, ['-e', script], { stdio: 'ignore' }),
  );
  const signal = (name: NodeJS.Signals) => burners.forEach((burner) => burner.kill(name));
  return { run: () => signal('SIGCONT'), pause: () => signal('SIGSTOP'), stop: () => signal('SIGKILL') };
}

describe.each(databaseKinds)('edits and SIGKILL under CPU load on %s', (kind) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it(`loses none of ${ROUNDS} acknowledged or broadcast edits`, async () => {
    const secret = randomBytes(32).toString('hex');
    const env: Record<string, string> = { JWT_SECRET: secret };
    let database: DatabaseHandle;
    if (kind === 'postgres') {
      const pgDatabase = await createPostgresDatabase();
      cleanups.push(() => pgDatabase.drop());
      env.DATABASE_URL = pgDatabase.url;
      database = await openDatabase({ url: pgDatabase.url });
    } else {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-crash-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      env.DATA_DIR = dataDir;
      database = await openDatabase({ dataDir });
    }
    const fixture = await createFixture(database.db);
    await database.close();
    const token = await createTokenSigner(secret).sign(fixture.owner);
    const port = await freePort();

    const cpu = burnCpu(10 * 60_000);
    cleanups.push(() => cpu.stop());
    cpu.pause();
    let server: ServerProcess = await startServerProcess(env, port);
    cleanups.push(() => server.kill());

    const promised: string[] = [];
    const lost: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const writer = savingProvider(server.url, fixture.projectId, token);
      const watcher = openProvider(server.url, fixture.projectId, token);
      await waitFor(() => writer.synced() && watcher.synced(), 'both clients to sync', 60_000);
      // Everything promised in earlier rounds survived their kills.
      for (const key of promised) if (projectMap(watcher.doc).get(key) !== 'kept') lost.push(key);
      promised.length = 0;

      cpu.run();
      const key = `round${round}`;
      projectMap(writer.doc).set(key, 'kept');
      const frame = writer.sent();
      expect(frame).toBeGreaterThan(0);
      // Half the rounds count from the acknowledgement, half from the broadcast to the other client.
      const promisedBy =
        round % 2 === 0 ? () => writer.saved() >= frame : () => projectMap(watcher.doc).get(key) === 'kept';
      await waitFor(promisedBy, `round ${round}'s edit to be acknowledged or broadcast`, 60_000);
      promised.push(key);
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      await server.kill('SIGKILL');
      cpu.pause();
      writer.provider.destroy();
      watcher.provider.destroy();
      server = await startServerProcess(env, port);
    }
    const reader = openProvider(server.url, fixture.projectId, token);
    cleanups.push(() => reader.provider.destroy());
    await waitFor(() => reader.synced(), 'the last reader to sync', 60_000);
    for (const key of promised) if (projectMap(reader.doc).get(key) !== 'kept') lost.push(key);
    expect(lost).toEqual([]);
  }, 900_000);
});
