// Idle rooms (docs/deploy.md, "Memory"): a room whose sockets stay connected but silent keeps its
// room and drops its live document; a room with no socket for COLLAB_IDLE_UNLOAD_SECONDS is unloaded,
// its edits stored first, and the next client loads it again with nothing lost. The registry's clock
// is moved by hand, so no test waits for a timeout. And a shutdown while a client reconnects ends.
import { connect } from 'node:net';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { LOCAL_ORIGIN, renameProject } from '@vitrine/core';
import { readDocument } from '../src/documents/store.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { createFixture, openProvider, projectMap, waitFor } from './collab-fixtures.ts';

const IDLE_SECONDS = 120;

describe('idle rooms', () => {
  let server: TestServer | null = null;
  const cleanups: Array<() => void> = [];
  afterEach(async () => {
    cleanups.splice(0).forEach((cleanup) => cleanup());
    await server?.close();
    server = null;
  });

  it('drops the live document of a silent room, unloads an empty one after the timeout, and reloads it intact', async () => {
    server = await startTestServer({ env: { COLLAB_IDLE_UNLOAD_SECONDS: String(IDLE_SECONDS) } });
    const { app } = server;
    const rooms = app.collab.rooms;
    let now = Date.now();
    rooms.now = () => now;
    const fixture = await createFixture(app.db, 'Before');
    const token = await app.tokens.sign(fixture.owner);

    const first = openProvider(server.url, fixture.projectId, token);
    cleanups.push(() => first.provider.destroy());
    await waitFor(() => first.synced(), 'the first client to sync');
    renameProject(first.doc, { label: 'Edited before going idle' }, LOCAL_ORIGIN);
    await waitFor(
      () => rooms.loadedRoom(fixture.projectId)?.room.isHot === true,
      'the edit to reach the room',
    );
    await waitFor(() => rooms.pendingUpdates === 0, 'the edit to be stored');

    // Connected but silent: the room stays (its socket needs it), its live Y.Doc goes.
    now += 60_000;
    rooms.housekeep();
    const silent = rooms.loadedRoom(fixture.projectId)!;
    expect(silent.room.connections.size).toBe(1);
    expect(silent.room.isHot).toBe(false);

    // Nobody left: kept until the configured timeout, unloaded at it.
    first.provider.destroy();
    await waitFor(() => silent.room.connections.size === 0, 'the socket to leave');
    rooms.housekeep();
    now += IDLE_SECONDS * 1000 - 1;
    rooms.housekeep();
    expect(rooms.loadedRoom(fixture.projectId)).toBe(silent);
    now += 1;
    rooms.housekeep();
    await waitFor(() => rooms.loadedCount === 0, 'the idle room to unload');
    expect(projectMap((await readDocument(app.db, fixture.projectId))!).get('label')).toBe(
      'Edited before going idle',
    );

    // The next client loads the room again, sees the edit and edits on.
    const second = openProvider(server.url, fixture.projectId, token);
    cleanups.push(() => second.provider.destroy());
    await waitFor(() => second.synced(), 'the second client to sync');
    expect(rooms.loadedCount).toBe(1);
    expect(projectMap(second.doc).get('label')).toBe('Edited before going idle');
    renameProject(second.doc, { label: 'Edited after the reload' }, LOCAL_ORIGIN);
    const roomLabel = () => {
      const doc = new Y.Doc();
      Y.applyUpdate(doc, rooms.loadedRoom(fixture.projectId)!.room.encodeState());
      return projectMap(doc).get('label');
    };
    await waitFor(() => roomLabel() === 'Edited after the reload', 'the second edit to reach the room');
    await rooms.unloadAll();
    expect(projectMap((await readDocument(app.db, fixture.projectId))!).get('label')).toBe(
      'Edited after the reload',
    );
  });

  it('closes while a room is still loading, leaving no room open', async () => {
    server = await startTestServer();
    const rooms = server.app.collab.rooms;
    const fixture = await createFixture(server.app.db);
    // The shutdown's first step begins while the room is still being read from the database.
    const loading = rooms.acquire(fixture.projectId);
    const closing = rooms.close();
    await expect(loading).rejects.toThrow('closing');
    await closing;
    expect(rooms.loadedCount).toBe(0);
  });

  it('closes while a client is reconnecting', async () => {
    server = await startTestServer();
    const rooms = server.app.collab.rooms;
    const fixture = await createFixture(server.app.db);
    const token = await server.app.tokens.sign(fixture.owner);
    const client = openProvider(server.url, fixture.projectId, token);
    cleanups.push(() => client.provider.destroy());
    await waitFor(() => client.synced(), 'the client to sync');
    let reconnecting = false;
    client.provider.on('status', ({ status }: { status: string }) => {
      if (status === 'connecting') reconnecting = true;
    });
    // The room unloads under the client (1001): it reconnects, and the server closes meanwhile.
    await rooms.unloadAll();
    await waitFor(() => reconnecting, 'the client to reconnect');
    const closing = server.close();
    server = null;
    await closing;
    expect(rooms.loadedCount).toBe(0);
    await waitFor(() => !client.provider.wsconnected, 'the client to be disconnected');
  });

  it('answers and ends a socket whose upgrade request arrives while the server closes', async () => {
    server = await startTestServer();
    const fixture = await createFixture(server.app.db);
    const { port } = new URL(server.url);
    // The shutdown's first step (storing the rooms) waits until the request has arrived, as it can
    // when rooms have much to store: the server answers 503 and must end the socket itself, or the
    // shutdown waits for it for ever.
    const rooms = server.app.collab.rooms;
    const closeRooms = rooms.close.bind(rooms);
    const requested = once(server.app.server, 'upgrade');
    rooms.close = async () => {
      await requested;
      return closeRooms();
    };
    const raw = connect({ host: '127.0.0.1', port: Number(port) });
    await once(raw, 'connect');
    let answer = '';
    raw.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    // A reset once answered is an end too.
    const ended = new Promise((resolve) => raw.on('error', () => {}).on('close', resolve));
    const closing = server.close();
    server = null;
    raw.write(
      `GET /projects/${fixture.projectId}/ws HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\n` +
        'Upgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
    );
    await ended;
    await closing;
    expect(answer).toMatch(/^HTTP\/1\.1 503/);
  });
});
