import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import WebSocket from 'ws';
import { createCollabClient, type CollabClient } from '@vitrine/collab/client';
import { MessageType, peekMessageType } from '@vitrine/collab/protocol';
import { startTestServer, type TestServer } from './harness.ts';
import { createFixture, projectMap, waitFor, type Fixture } from './collab-fixtures.ts';

/** Counts the awareness frames each client sends. */
function countingSocket(counter: { awareness: number }) {
  return class extends WebSocket {
    override send(data: Parameters<WebSocket['send']>[0]) {
      if (data instanceof Uint8Array && peekMessageType(data) === MessageType.Awareness) counter.awareness++;
      super.send(data);
    }
  } as unknown as typeof globalThis.WebSocket;
}

describe("Vitrine's collaboration client", () => {
  let server: TestServer;
  let fixture: Fixture;
  const clients: CollabClient[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    fixture = await createFixture(server.app.db);
  });
  afterAll(async () => {
    clients.forEach((client) => client.destroy());
    await server.close();
  });

  function connect(options: {
    token: () => Promise<string>;
    refresh?: () => Promise<string>;
    counter?: { awareness: number };
  }) {
    const client = createCollabClient({
      connectionString: server.url,
      projectId: fixture.projectId,
      doc: new Y.Doc(),
      getToken: options.token,
      refreshToken: options.refresh ?? options.token,
      WebSocketPolyfill: countingSocket(options.counter ?? { awareness: 0 }),
      backoff: { baseMs: 50, maxMs: 200 },
    });
    clients.push(client);
    return client;
  }

  it('becomes synced on SyncDone, learns its scope, and sends only its own presence', async () => {
    const token = await server.app.tokens.sign(fixture.owner);
    const aCounter = { awareness: 0 };
    const a = connect({ token: async () => token, counter: aCounter });
    const b = connect({ token: async () => token });
    await waitFor(
      () => a.connection.getSnapshot().synced && b.connection.getSnapshot().synced,
      'both synced',
    );
    expect(a.connection.getSnapshot()).toMatchObject({ status: 'connected', scope: 'read-write' });

    // y-websocket announces the local state on open; count from here.
    const atStart = aCounter.awareness;
    a.awareness.setLocalStateField('cursor', { x: 1, y: 1 });
    await waitFor(() => aCounter.awareness === atStart + 1, 'a to send its presence');
    for (let i = 0; i < 5; i++) b.awareness.setLocalStateField('cursor', { x: i, y: i });
    await waitFor(
      () =>
        (a.awareness.getStates().get(b.provider.doc.clientID)?.cursor as { x: number } | undefined)?.x === 4,
      "b's presence at a",
    );
    expect(aCounter.awareness).toBe(atStart + 1);

    projectMap(a.provider.doc).set('fromClient', true);
    await waitFor(() => projectMap(b.provider.doc).get('fromClient') === true, 'the edit to arrive');
  });

  it('is told it is read-only and keeps its connection', async () => {
    const token = await server.app.tokens.sign(fixture.member);
    const reader = connect({ token: async () => token });
    await waitFor(() => reader.connection.getSnapshot().synced, 'reader synced');
    expect(reader.connection.getSnapshot().scope).toBe('readonly');
    projectMap(reader.provider.doc).set('forbidden', true);
    await waitFor(() => reader.connection.getSnapshot().lastDenial !== null, 'the denial');
    expect(reader.connection.getSnapshot().status).toBe('connected');
  });

  it('does not reconnect after 4500', async () => {
    let calls = 0;
    const token = await server.app.tokens.sign(fixture.outsider);
    const client = connect({
      token: async () => {
        calls++;
        return token;
      },
    });
    await waitFor(() => client.connection.getSnapshot().closedForGood !== null, 'the refusal');
    expect(client.connection.getSnapshot().closedForGood?.code).toBe(4500);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(calls).toBe(1);
    expect(client.connection.getSnapshot().status).toBe('disconnected');
  });

  it('refreshes its token and reconnects after 4401', async () => {
    let refreshes = 0;
    const shortLived = await server.app.tokens.sign(fixture.owner, 2);
    const client = connect({
      token: async () => shortLived,
      refresh: async () => {
        refreshes++;
        return server.app.tokens.sign(fixture.owner);
      },
    });
    await waitFor(() => client.connection.getSnapshot().synced, 'first sync');
    await waitFor(() => refreshes === 1, 'the refresh after expiry');
    await waitFor(() => client.connection.getSnapshot().synced, 'the sync after reconnecting');
    expect(client.connection.getSnapshot().closedForGood).toBeNull();
  });

  it('tries again while its token cannot be had (the server out of reach), instead of giving up', async () => {
    let calls = 0;
    const token = await server.app.tokens.sign(fixture.owner);
    const client = connect({
      token: async () => {
        calls++;
        if (calls <= 3) throw new TypeError('Failed to fetch');
        return token;
      },
    });
    await waitFor(() => client.connection.getSnapshot().synced, 'the sync once the token came');
    expect(calls).toBe(4);
    expect(client.connection.getSnapshot().closedForGood).toBeNull();
  });

  it('stops when it is signed out (no token)', async () => {
    const client = connect({ token: async () => null as unknown as string });
    await waitFor(() => client.connection.getSnapshot().closedForGood !== null, 'the stop');
    expect(client.connection.getSnapshot()).toMatchObject({ status: 'disconnected', synced: false });
  });

  it('reconnects by itself after the connection drops', async () => {
    const token = await server.app.tokens.sign(fixture.owner);
    const client = connect({ token: async () => token });
    await waitFor(() => client.connection.getSnapshot().synced, 'first sync');
    // The reconnect can be quicker than a poll, so the drop is recorded as it happens.
    let dropped = false;
    client.connection.subscribe(() => {
      if (!client.connection.getSnapshot().synced) dropped = true;
    });
    client.provider.ws?.close();
    await waitFor(() => dropped, 'the drop');
    await waitFor(() => client.connection.getSnapshot().synced, 'the sync after reconnecting');
  });

  // y-websocket closes a socket it heard nothing on for 30 s; the server's keep-alive speaks first.
  it('keeps a lone author connected through more than 30 s of silence', { timeout: 60_000 }, async () => {
    const token = await server.app.tokens.sign(fixture.owner);
    const client = connect({ token: async () => token });
    await waitFor(() => client.connection.getSnapshot().synced, 'first sync');
    const socket = client.provider.ws;
    const statuses: string[] = [];
    client.connection.subscribe(() => statuses.push(client.connection.getSnapshot().status));
    await new Promise((resolve) => setTimeout(resolve, 35_000));
    expect(statuses).toEqual([]);
    expect(client.provider.ws).toBe(socket);
  });
});
