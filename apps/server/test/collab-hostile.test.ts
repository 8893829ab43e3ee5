// Hostile websocket traffic on the collaboration socket: an over-sized frame, malformed frames,
// garbage Yjs updates, and a flood from a caller without a valid token (the bound on frames held
// while a token is being checked is early-frames.test.ts). Each socket is closed with the right
// code where it must be, and the server keeps serving well-behaved clients with their documents
// intact.
import * as encoding from 'lib0/encoding';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { openProvider, projectMap, waitFor } from './collab-fixtures.ts';
import { databaseKinds, startTestServer, type TestServer } from './harness.ts';
import { createUser, type TestUser } from './users.ts';
import { newProject } from './assets-fixtures.ts';

interface Closed {
  code: number;
  reason: string;
}

function rawSocket(server: TestServer, projectId: string, token: string) {
  const socket = new WebSocket(
    `${server.url.replace('http', 'ws')}/projects/${projectId}/ws?token=${encodeURIComponent(token)}`,
    { perMessageDeflate: false },
  );
  socket.on('error', () => {});
  const closed = new Promise<Closed>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const opened = new Promise<void>((resolve) => socket.on('open', () => resolve()));
  return { socket, opened, closed };
}

/** A Sync message (type 0) of the given sub-type and payload, as the protocol frames it. */
function syncFrame(sub: number, payload: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, 0);
  encoding.writeVarUint(encoder, sub);
  encoding.writeVarUint8Array(encoder, payload);
  return encoding.toUint8Array(encoder);
}

describe.each(databaseKinds)('hostile websocket traffic on %s', (kind) => {
  let server: TestServer;
  let owner: TestUser;
  let projectId: string;

  beforeAll(async () => {
    server = await startTestServer({ database: kind });
    owner = await createUser(server);
    projectId = await newProject(server, owner, 'Hostile');
  });
  afterAll(() => server.close());

  async function stillServes() {
    const health = await fetch(`${server.url}/v2/healthcheck`);
    expect(health.status).toBe(200);
    const { doc, provider, synced } = openProvider(server.url, projectId, owner.token);
    try {
      await waitFor(synced, 'a well-behaved client to sync');
      projectMap(doc).set('checkedAt', Date.now());
      expect(projectMap(doc).get('label')).toBe('Hostile');
    } finally {
      provider.destroy();
    }
  }

  it('closes a socket that sends a frame over 64 MB with 1009', async () => {
    const { socket, opened, closed } = rawSocket(server, projectId, owner.token);
    await opened;
    socket.send(Buffer.alloc(64 * 1024 * 1024 + 1));
    expect((await closed).code).toBe(1009);
    await stillServes();
  }, 60_000);

  it('survives text frames, truncated frames and garbage updates, and keeps the document whole', async () => {
    const { socket, opened, closed } = rawSocket(server, projectId, owner.token);
    await opened;
    const garbage = [
      Buffer.from('{"type":"sync"}'), // a text frame
      new Uint8Array([0]), // a Sync message cut short
      new Uint8Array([0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f]), // an absurd varuint
      new Uint8Array([9, 1, 2, 3]), // an unknown message type
      syncFrame(2, new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8])), // an update that is no Yjs update
      syncFrame(2, crypto.getRandomValues(new Uint8Array(4096))),
      syncFrame(0, crypto.getRandomValues(new Uint8Array(64))), // a step1 with a broken state vector
      new Uint8Array([1, 5, 0xff, 0xff, 0xff]), // a broken awareness message
    ];
    for (const frame of garbage) socket.send(frame, { binary: !(frame instanceof Buffer) });
    await new Promise((resolve) => setTimeout(resolve, 500));
    await stillServes();
    socket.close();
    await closed;
  }, 60_000);

  it('closes a connection that sends an update that is no Yjs update with 1007', async () => {
    const { socket, opened, closed } = rawSocket(server, projectId, owner.token);
    await opened;
    // Wait for the server's own step1: the socket has joined the room by then.
    await new Promise((resolve) => socket.once('message', resolve));
    socket.send(syncFrame(2, new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8])));
    expect(await closed).toEqual({ code: 1007, reason: 'Malformed collaboration message' });
    await stillServes();
  }, 60_000);

  it('closes a socket without a valid token with 4500 (do not reconnect), however much it sends', async () => {
    const { socket, opened, closed } = rawSocket(server, projectId, 'not-a-token');
    await opened.catch(() => {});
    for (let i = 0; i < 300 && socket.readyState === WebSocket.OPEN; i++)
      socket.send(new Uint8Array([0, 0, 1, 0]));
    const result = await closed;
    expect(result.code).toBe(4500);
    await stillServes();
  }, 60_000);
});
