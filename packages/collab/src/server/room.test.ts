import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import * as awarenessProtocol from 'y-protocols/awareness';
import { MessageType } from '../protocol/message-type.ts';
import {
  decodeMessage,
  encodeAwareness,
  encodeSyncStep1,
  encodeUpdate,
  type DecodedMessage,
} from '../protocol/messages.ts';
import type { RoomSocket } from './connection.ts';
import { manualScheduler, type ManualScheduler } from './manual-scheduler.ts';
import { Room } from './room.ts';

class FakeSocket implements RoomSocket {
  sent: DecodedMessage[] = [];
  bufferedAmount = 0;
  closed: { code: number; reason: string } | null = null;
  send(data: Uint8Array) {
    this.sent.push(decodeMessage(data));
  }
  close(code: number, reason: string) {
    this.closed = { code, reason };
  }
  of<T extends DecodedMessage['type']>(type: T) {
    return this.sent.filter((m) => m.type === type);
  }
}

function initialState() {
  const doc = new Y.Doc();
  doc.getMap('project').set('label', 'Start');
  return Y.encodeStateAsUpdate(doc);
}

function edit(key: string, value: unknown) {
  const doc = new Y.Doc();
  doc.getMap('project').set(key, value);
  return Y.encodeStateAsUpdate(doc);
}

describe('room', () => {
  const rooms: Room[] = [];
  // Each test's own clock: time passes only through scheduler.advance(), turns through settle().
  let scheduler: ManualScheduler;
  beforeEach(() => {
    scheduler = manualScheduler();
  });
  const newRoom = (hooks = {}) => {
    const room = new Room('p', initialState(), hooks, { awarenessTickMs: 20, scheduler });
    rooms.push(room);
    return room;
  };
  afterEach(() => rooms.splice(0).forEach((room) => room.destroy(1001, 'done')));

  it('grants, answers step1 with the document, then SyncDone once, then sends its own step1', async () => {
    const room = newRoom();
    const socket = new FakeSocket();
    const connection = room.join(socket, { readOnly: false });
    expect(socket.sent.map((m) => m.type)).toEqual([MessageType.Auth]);
    expect(socket.sent[0]).toMatchObject({ granted: true, scope: 'read-write' });
    room.receive(connection, encodeSyncStep1(Y.encodeStateVector(new Y.Doc())));
    room.receive(connection, encodeSyncStep1(Y.encodeStateVector(new Y.Doc())));
    expect(socket.sent.slice(1).map((m) => m.type)).toEqual([
      MessageType.Sync,
      MessageType.SyncDone,
      MessageType.Sync,
    ]);
    await scheduler.advance(10);
    expect(socket.sent.at(-1)).toMatchObject({ type: MessageType.Sync, sync: 'step1' });
    // Later sockets get the (now known) state vector right away.
    const second = new FakeSocket();
    room.join(second, { readOnly: false });
    expect(second.sent.map((m) => m.type)).toEqual([MessageType.Auth, MessageType.Sync]);
    const step2 = socket.sent[1] as { update: Uint8Array };
    const doc = new Y.Doc();
    Y.applyUpdate(doc, step2.update);
    expect(doc.getMap('project').get('label')).toBe('Start');
  });

  it("computes a cold document's step1 only once the socket has written the document out", async () => {
    const room = newRoom();
    const socket = new FakeSocket();
    const connection = room.join(socket, { readOnly: false });
    room.receive(connection, encodeSyncStep1(Y.encodeStateVector(new Y.Doc())));
    // The document is still queued: the server's step1 (parsing the whole state) waits for it.
    socket.bufferedAmount = 4 * 1024 * 1024;
    await scheduler.advance(40);
    expect(socket.sent.filter((m) => m.type === MessageType.Sync && m.sync === 'step1')).toEqual([]);
    socket.bufferedAmount = 0;
    await scheduler.advance(40);
    expect(socket.sent.at(-1)).toMatchObject({ type: MessageType.Sync, sync: 'step1' });
  });

  it('sends a stored snapshot and the updates after it as they are, and starts with the stored state vector', () => {
    const source = new Y.Doc();
    source.getMap('project').set('label', 'Start');
    const snapshot = Y.encodeStateAsUpdate(source);
    const stateVectorAtSnapshot = Y.encodeStateVector(source);
    const before = Y.encodeStateVector(source);
    source.getMap('project').set('label', 'Later');
    const later = Y.encodeStateAsUpdate(source, before);
    // With a stored vector and no later update, the server's step1 needs no parse: it goes out at once.
    const cold = new Room('p', { parts: [snapshot], stateVector: stateVectorAtSnapshot }, {}, { scheduler });
    rooms.push(cold);
    const first = new FakeSocket();
    cold.join(first, { readOnly: false });
    expect(first.sent.map((m) => m.type)).toEqual([MessageType.Auth, MessageType.Sync]);
    expect(first.sent[1]).toMatchObject({ sync: 'step1', stateVector: stateVectorAtSnapshot });

    const room = new Room('p', { parts: [snapshot, later], stateVector: null }, {}, { scheduler });
    rooms.push(room);
    const socket = new FakeSocket();
    const connection = room.join(socket, { readOnly: false });
    room.receive(connection, encodeSyncStep1(Y.encodeStateVector(new Y.Doc())));
    const syncs = socket.of(MessageType.Sync) as Array<{ sync: string; update: Uint8Array }>;
    expect(syncs.map((m) => m.sync)).toEqual(['step2', 'update']);
    expect(syncs[0]!.update).toEqual(snapshot);
    const doc = new Y.Doc();
    for (const message of syncs) Y.applyUpdate(doc, message.update);
    expect(doc.getMap('project').get('label')).toBe('Later');
    expect(socket.sent.at(-1)).toMatchObject({ type: MessageType.SyncDone });

    // A peer that has the snapshot gets only what follows it.
    const peer = new FakeSocket();
    const peerConnection = room.join(peer, { readOnly: false });
    room.receive(peerConnection, encodeSyncStep1(stateVectorAtSnapshot));
    const diff = new Y.Doc();
    Y.applyUpdate(diff, snapshot);
    for (const message of peer.of(MessageType.Sync) as Array<{ update?: Uint8Array }>)
      if (message.update) Y.applyUpdate(diff, message.update);
    expect(diff.getMap('project').get('label')).toBe('Later');
  });

  it('broadcasts an update to the others once the loop turn ends, and hands it to the host at once', async () => {
    const stored: Uint8Array[] = [];
    const room = newRoom({ onLocalUpdate: (u: Uint8Array) => stored.push(u) });
    const a = new FakeSocket();
    const b = new FakeSocket();
    const ca = room.join(a, { readOnly: false });
    room.join(b, { readOnly: false });
    const before = a.sent.length;
    room.receive(ca, encodeUpdate(edit('x', 1)));
    expect(stored).toHaveLength(1);
    expect(room.isHot).toBe(true);
    await scheduler.settle();
    expect(a.sent.length).toBe(before);
    expect(b.sent.at(-1)).toMatchObject({ type: MessageType.Sync, sync: 'update' });
    // Applying the same update twice changes nothing and sends nothing.
    const sentToB = b.sent.length;
    room.receive(ca, encodeUpdate(edit('x', 1)));
    await scheduler.settle();
    expect(stored.length).toBeLessThanOrEqual(2);
    expect(b.sent.length).toBeLessThanOrEqual(sentToB + 1);
  });

  it('sends the changes of one loop turn as one message per socket, without its own', async () => {
    const room = newRoom();
    const sockets = [new FakeSocket(), new FakeSocket(), new FakeSocket()];
    const [ca, cb] = sockets.map((socket) => room.join(socket, { readOnly: false }));
    const [a, b, c] = sockets as [FakeSocket, FakeSocket, FakeSocket];
    const counts = sockets.map((socket) => socket.of(MessageType.Sync).length);
    room.receive(ca!, encodeUpdate(edit('a', 1)));
    room.receive(cb!, encodeUpdate(edit('b', 2)));
    room.receive(ca!, encodeUpdate(edit('c', 3)));
    await scheduler.settle();
    const received = (socket: FakeSocket, index: number) => {
      const messages = socket.of(MessageType.Sync).slice(counts[index]!);
      const doc = new Y.Doc();
      for (const message of messages)
        if ('update' in message) Y.applyUpdate(doc, message.update as Uint8Array);
      return { messages: messages.length, keys: [...doc.getMap('project').keys()].sort() };
    };
    expect(received(a, 0)).toEqual({ messages: 1, keys: ['b'] });
    expect(received(b, 1)).toEqual({ messages: 1, keys: ['a', 'c'] });
    expect(received(c, 2)).toEqual({ messages: 1, keys: ['a', 'b', 'c'] });
  });

  it('sends everything to every socket when many wrote in the same turn', async () => {
    const room = newRoom();
    const sockets = Array.from({ length: 10 }, () => new FakeSocket());
    const connections = sockets.map((socket) => room.join(socket, { readOnly: false }));
    const counts = sockets.map((socket) => socket.of(MessageType.Sync).length);
    connections.forEach((connection, index) =>
      room.receive(connection, encodeUpdate(edit(`k${index}`, index))),
    );
    await scheduler.settle();
    const messages = sockets[0]!.of(MessageType.Sync).slice(counts[0]!);
    expect(messages).toHaveLength(1);
    const doc = new Y.Doc();
    Y.applyUpdate(doc, (messages[0] as { update: Uint8Array }).update);
    expect(doc.getMap('project').size).toBe(10);
  });

  it('refuses updates from a read-only socket and tells it, without closing it', () => {
    const stored: Uint8Array[] = [];
    const room = newRoom({ onLocalUpdate: (u: Uint8Array) => stored.push(u) });
    const reader = new FakeSocket();
    const other = new FakeSocket();
    const connection = room.join(reader, { readOnly: true });
    room.join(other, { readOnly: false });
    expect(reader.sent[0]).toMatchObject({ granted: true, scope: 'readonly' });
    const othersBefore = other.sent.length;
    room.receive(connection, encodeUpdate(edit('y', 2)));
    expect(stored).toEqual([]);
    expect(other.sent.length).toBe(othersBefore);
    expect(reader.sent.at(-1)).toMatchObject({ type: MessageType.Auth, granted: false });
    expect(reader.closed).toBeNull();
    const doc = new Y.Doc();
    Y.applyUpdate(doc, room.encodeState());
    expect(doc.getMap('project').get('y')).toBeUndefined();
  });

  it('tells a read-only socket that keeps writing at most once a second', async () => {
    const room = newRoom();
    const reader = new FakeSocket();
    const connection = room.join(reader, { readOnly: true });
    const refusals = () => reader.sent.filter((m) => m.type === MessageType.Auth && !m.granted).length;
    room.receive(connection, encodeUpdate(edit('a', 1)));
    room.receive(connection, encodeUpdate(edit('b', 2)));
    expect(refusals()).toBe(1);
    await scheduler.advance(999);
    room.receive(connection, encodeUpdate(edit('c', 3)));
    expect(refusals()).toBe(1);
    await scheduler.advance(1);
    room.receive(connection, encodeUpdate(edit('d', 4)));
    expect(refusals()).toBe(2);
  });

  it('coalesces presence into one message per tick and removes a closed socket’s presence', async () => {
    const published: Uint8Array[] = [];
    const room = newRoom({ onLocalAwareness: (u: Uint8Array) => published.push(u) });
    const watcher = new FakeSocket();
    room.join(watcher, { readOnly: false });
    const senders = Array.from({ length: 5 }, () => new FakeSocket());
    const connections = senders.map((socket) => room.join(socket, { readOnly: false }));
    connections.forEach((connection, i) => {
      const awareness = new awarenessProtocol.Awareness(new Y.Doc());
      for (let move = 0; move < 3; move++) {
        awareness.setLocalState({ cursor: { x: i, y: move } });
        room.receive(
          connection,
          encodeAwareness(awarenessProtocol.encodeAwarenessUpdate(awareness, [awareness.clientID])),
        );
      }
    });
    await scheduler.advance(80);
    expect(watcher.of(MessageType.Awareness)).toHaveLength(1);
    expect(room.awareness.getStates().size).toBe(5);
    expect(published).toHaveLength(1);
    room.leave(connections[0]!);
    await scheduler.advance(80);
    expect(room.awareness.getStates().size).toBe(4);
    expect(watcher.of(MessageType.Awareness)).toHaveLength(2);
  });

  it('holds presence back from a socket with a full buffer and catches it up later', async () => {
    const room = newRoom();
    const slow = new FakeSocket();
    room.join(slow, { readOnly: false });
    const sender = room.join(new FakeSocket(), { readOnly: false });
    slow.bufferedAmount = 10 * 1024 * 1024;
    const awareness = new awarenessProtocol.Awareness(new Y.Doc());
    awareness.setLocalState({ cursor: { x: 1, y: 1 } });
    room.receive(
      sender,
      encodeAwareness(awarenessProtocol.encodeAwarenessUpdate(awareness, [awareness.clientID])),
    );
    room.receive(sender, encodeUpdate(edit('z', 3)));
    await scheduler.advance(80);
    expect(slow.of(MessageType.Awareness)).toHaveLength(0);
    expect(slow.sent.at(-1)).toMatchObject({ type: MessageType.Sync, sync: 'update' });
    slow.bufferedAmount = 0;
    await scheduler.advance(80);
    expect(slow.of(MessageType.Awareness)).toHaveLength(1);
  });

  it('stays cold when a client answers the server step1 with nothing new', () => {
    const room = newRoom();
    const connection = room.join(new FakeSocket(), { readOnly: false });
    room.receive(connection, encodeUpdate(Y.encodeStateAsUpdate(new Y.Doc())));
    expect(room.isHot).toBe(false);
  });

  it('goes cold when idle and still answers step1 and applies edits', () => {
    const room = newRoom();
    const socket = new FakeSocket();
    const connection = room.join(socket, { readOnly: false });
    room.receive(connection, encodeUpdate(edit('hot', true)));
    expect(room.isHot).toBe(true);
    expect(room.hibernateIfIdle(scheduler.now() + 60_000, 1000)).toBe(true);
    expect(room.isHot).toBe(false);
    const partial = new Y.Doc();
    Y.applyUpdate(partial, initialState());
    room.receive(connection, encodeSyncStep1(Y.encodeStateVector(partial)));
    const step2 = socket.sent.filter((m) => m.type === MessageType.Sync).at(-1) as { update: Uint8Array };
    Y.applyUpdate(partial, step2.update);
    expect(partial.getMap('project').get('hot')).toBe(true);
  });

  it('keeps a silent socket alive with a presence message that changes nothing', () => {
    const room = newRoom();
    const silent = new FakeSocket();
    const busy = new FakeSocket();
    const silentConnection = room.join(silent, { readOnly: false });
    const busyConnection = room.join(busy, { readOnly: false });
    const now = scheduler.now();
    silentConnection.lastSentAt = now - 15_000;
    busyConnection.lastSentAt = now - 1_000;
    room.keepAlive(now, 15_000);
    expect(silent.of(MessageType.Awareness)).toHaveLength(1);
    expect(busy.of(MessageType.Awareness)).toHaveLength(0);
    expect(silentConnection.lastSentAt).toBeGreaterThanOrEqual(now);

    // Where it arrives, it adds, updates and removes no one.
    const awareness = new awarenessProtocol.Awareness(new Y.Doc());
    const heard: unknown[] = [];
    awareness.on('update', (change: unknown) => heard.push(change));
    awareness.on('change', (change: unknown) => heard.push(change));
    const [keepAlive] = silent.of(MessageType.Awareness);
    awarenessProtocol.applyAwarenessUpdate(awareness, (keepAlive as { update: Uint8Array }).update, 'server');
    expect(heard).toEqual([]);
    expect([...awareness.getStates().keys()]).toEqual([awareness.clientID]);
  });
});
