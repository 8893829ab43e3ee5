// A server told to stop (SIGTERM, as a supervisor or container runtime does) leaves nothing behind:
// what clients sent is stored and acknowledged, their sockets close with 1001 so they reconnect
// elsewhere, and the process exits by itself with 0 before its 10 s deadline. Readiness answers 503
// once it drains, and a socket opening then is turned away with 1001.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CloseCode, CollabReason } from '@vitrine/collab/protocol';
import { createTokenSigner } from '../src/auth/tokens.ts';
import { openDatabase } from '../src/db/database.ts';
import { createFixture, openProvider, projectMap, savingProvider, waitFor } from './collab-fixtures.ts';
import { freePort, MAIN_ENTRY, startServerProcess, type ServerProcess } from './collab-processes.ts';
import { request, startTestServer } from './harness.ts';

function closeOf(ws: WebSocket): Promise<{ code: number; reason: string }> {
  return new Promise((resolve) =>
    ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
}

describe('shutting down on SIGTERM', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('stores and acknowledges the edit in flight, closes sockets with 1001 and exits with 0', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-shutdown-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const database = await openDatabase({ dataDir });
    const fixture = await createFixture(database.db);
    await database.close();
    const secret = randomBytes(32).toString('hex');
    const token = await createTokenSigner(secret).sign(fixture.owner);
    const env = { DATA_DIR: dataDir, JWT_SECRET: secret, LOG_LEVEL: 'info' };
    const port = await freePort();
    const start = () => startServerProcess(env, port, { entry: MAIN_ENTRY, ready: 'Vitrine is up' });
    let server: ServerProcess = await start();
    cleanups.push(() => server.kill());

    const ready = await request(server, 'GET', '/v2/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ok', checks: { database: 'ok', files: 'ok' } });
    expect((await request(server, 'GET', '/v2/livez')).body).toEqual({ status: 'ok' });

    const writer = savingProvider(server.url, fixture.projectId, token);
    await waitFor(() => writer.synced(), 'the writer to sync', 60_000);
    const closed = closeOf(writer.provider.ws as unknown as WebSocket);
    // The edit leaves, and the signal follows at once: it is still on its way or being stored.
    projectMap(writer.doc).set('last-words', 'kept');
    const frame = writer.sent();
    writer.provider.shouldConnect = false;
    server.child.kill('SIGTERM');

    expect(await closed).toEqual({ code: CloseCode.GoingAway, reason: CollabReason.shuttingDown });
    expect(writer.saved()).toBeGreaterThanOrEqual(frame);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('SIGTERM received, shutting down');
    writer.provider.destroy();

    server = await start();
    const reader = openProvider(server.url, fixture.projectId, token);
    cleanups.push(() => reader.provider.destroy());
    await waitFor(() => reader.synced(), 'the reader to sync', 60_000);
    expect(projectMap(reader.doc).get('last-words')).toBe('kept');
  }, 240_000);

  it('answers readiness with 503 and turns new sockets away once it drains', async () => {
    const server = await startTestServer();
    cleanups.push(() => server.close());
    const fixture = await createFixture(server.app.db);
    const token = await server.app.tokens.sign(fixture.owner);

    // The first step of a shutdown (app.close()'s preClose), taken alone.
    server.app.lifecycle.draining = true;
    await server.app.collab.rooms.close();

    const ready = await request(server, 'GET', '/v2/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ message: 'Shutting down', status: 'draining' });
    const ws = new WebSocket(
      `${server.url.replace(/^http/, 'ws')}/projects/${fixture.projectId}/ws?token=${token}`,
    );
    expect(await closeOf(ws)).toEqual({ code: CloseCode.GoingAway, reason: CollabReason.shuttingDown });
  }, 120_000);

  it('names a dependency that does not answer', async () => {
    const closedPort = await freePort();
    const server = await startTestServer({
      env: {
        S3_BUCKET: 'vitrine',
        S3_ENDPOINT: `http://127.0.0.1:${closedPort}`,
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      },
    });
    cleanups.push(() => server.close());
    const ready = await request(server, 'GET', '/v2/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({
      message: 'Not ready: files',
      statusCode: 503,
      status: 'unavailable',
      checks: { database: 'ok', files: 'failed' },
    });
  }, 120_000);
});
