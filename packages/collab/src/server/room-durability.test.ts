// A room whose host stores changes before they go out: broadcasts and Saved acknowledgements wait
// for the store, frames are acknowledged in the order they came, rights change on an open socket,
// and the host's repairs of a client update are stored and sent to everyone, its author included.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { MessageType } from '../protocol/message-type.ts';
import {
  decodeMessage,
  encodeSyncStep1,
  encodeSyncStep2,
  encodeUpdate,
  type DecodedMessage,
} from '../protocol/messages.ts';
import type { Connection, RoomSocket } from './connection.ts';
import { manualScheduler } from './manual-scheduler.ts';
import { REPAIR_ORIGIN, Room, type RoomHooks } from './room.ts';

class FakeSocket implements RoomSocket {
  sent: DecodedMessage[] = [];
  bufferedAmount = 0;
  send(data: Uint8Array) {
    this.sent.push(decodeMessage(data));
  }
  close() {}
  of<T extends DecodedMessage['type']>(type: T) {
    return this.sent.filter((m) => m.type === type);
  }
  saved(): number[] {
    return (this.of(MessageType.Saved) as Array<{ count: number }>).map((m) => m.count);
  }
}

function edit(key: string, value: unknown) {
  const doc = new Y.Doc();
  doc.getMap('project').set(key, value);
  return Y.encodeStateAsUpdate(doc);
}

/** A host whose store answers only when the test says so. */
function manualStore() {
  const writes: Array<{ update: Uint8Array; author: Connection | null; store(): void; refuse(): void }> = [];
  const hooks: RoomHooks = {
    onLocalUpdate: (update, author) =>
      new Promise<void>((store, refuse) =>
        writes.push({ update, author, store, refuse: () => refuse(new Error('gone')) }),
      ),
  };
  return { writes, hooks };
}

function setUp(hooks: RoomHooks) {
  const scheduler = manualScheduler();
  const room = new Room('p', Y.encodeStateAsUpdate(new Y.Doc()), hooks, { awarenessTickMs: 20, scheduler });
  const author = new FakeSocket();
  const other = new FakeSocket();
  const authorConnection = room.join(author, { readOnly: false, wantsSaved: true });
  const otherConnection = room.join(other, { readOnly: false });
  // One turn of the room: what settled is broadcast and acknowledged.
  const turn = () => scheduler.settle();
  return { room, author, other, authorConnection, otherConnection, turn };
}

describe('a room that stores before it sends', () => {
  it('broadcasts a change and acknowledges it to its author only once it is stored', async () => {
    const store = manualStore();
    const { room, author, other, authorConnection, turn } = setUp(store.hooks);
    room.receive(authorConnection, encodeUpdate(edit('x', 1)));
    await turn();
    expect(store.writes).toHaveLength(1);
    expect(other.of(MessageType.Sync)).toHaveLength(0);
    expect(author.saved()).toEqual([]);

    store.writes[0]!.store();
    await turn();
    await turn();
    expect(other.of(MessageType.Sync).at(-1)).toMatchObject({ sync: 'update' });
    expect(author.saved()).toEqual([1]);
    // The author does not hear its own change back, and a socket that did not ask gets no Saved.
    expect(author.of(MessageType.Sync)).toHaveLength(0);
    expect(other.saved()).toEqual([]);
    room.destroy(1001, 'done');
  });

  it('acknowledges frames in the order they came, those that changed nothing after the ones before', async () => {
    const store = manualStore();
    const { room, author, authorConnection, turn } = setUp(store.hooks);
    room.receive(authorConnection, encodeUpdate(edit('x', 1)));
    // A duplicate of nothing new and an empty step 2 change nothing, but wait for frame 1.
    room.receive(authorConnection, encodeSyncStep2(Y.encodeStateAsUpdate(new Y.Doc())));
    room.receive(authorConnection, encodeUpdate(new Uint8Array([0, 0])));
    await turn();
    expect(author.saved()).toEqual([]);
    store.writes[0]!.store();
    await turn();
    await turn();
    expect(author.saved()).toEqual([3]);
    room.destroy(1001, 'done');
  });

  it('stores frames of several turns in order and tells the author the last one stored', async () => {
    const store = manualStore();
    const { room, author, authorConnection, turn } = setUp(store.hooks);
    room.receive(authorConnection, encodeUpdate(edit('a', 1)));
    room.receive(authorConnection, encodeUpdate(edit('b', 2)));
    await turn();
    store.writes[0]!.store();
    await turn();
    await turn();
    expect(author.saved()).toEqual([1]);
    store.writes[1]!.store();
    await turn();
    await turn();
    expect(author.saved()).toEqual([1, 2]);
    room.destroy(1001, 'done');
  });

  it('stores an update that waits for something the room lacks, as it came, before acknowledging it', async () => {
    const store = manualStore();
    const { room, author, authorConnection, turn } = setUp(store.hooks);
    // The second change overwrites the first: without the first it cannot be integrated yet.
    const client = new Y.Doc();
    client.getMap('project').set('x', 1);
    const before = Y.encodeStateVector(client);
    client.getMap('project').set('x', 2);
    const second = Y.encodeStateAsUpdate(client, before);
    room.receive(authorConnection, encodeUpdate(second));
    await turn();
    expect(store.writes.map((write) => write.update)).toEqual([second]);
    expect(author.saved()).toEqual([]);
    store.writes[0]!.store();
    await turn();
    await turn();
    expect(author.saved()).toEqual([1]);
    room.destroy(1001, 'done');
  });

  it('answers a joining socket only once what its answer holds is stored', async () => {
    const store = manualStore();
    const { room, authorConnection, turn } = setUp(store.hooks);
    room.receive(authorConnection, encodeUpdate(edit('unstored', 'yes')));
    const joining = new FakeSocket();
    const joiningConnection = room.join(joining, { readOnly: false });
    room.receive(joiningConnection, encodeSyncStep1(Y.encodeStateVector(new Y.Doc())));
    await turn();
    expect(joining.of(MessageType.SyncDone)).toHaveLength(0);
    store.writes[0]!.store();
    await turn();
    await turn();
    expect(joining.of(MessageType.SyncDone)).toHaveLength(1);
    const seen = new Y.Doc();
    for (const message of joining.of(MessageType.Sync) as Array<{ update?: Uint8Array }>)
      if (message.update) Y.applyUpdate(seen, message.update);
    expect(seen.getMap('project').get('unstored')).toBe('yes');
    room.destroy(1001, 'done');
  });

  it('neither broadcasts nor acknowledges a change its store refused', async () => {
    const store = manualStore();
    const { room, author, other, authorConnection, turn } = setUp(store.hooks);
    room.receive(authorConnection, encodeUpdate(edit('x', 1)));
    store.writes[0]!.refuse();
    await turn();
    await turn();
    expect(other.of(MessageType.Sync)).toHaveLength(0);
    expect(author.saved()).toEqual([]);
    room.destroy(1001, 'done');
  });

  it('makes an open socket read-only and writable again, telling it each time', async () => {
    const store = manualStore();
    const { room, author, other, authorConnection, turn } = setUp(store.hooks);
    room.setReadOnly(authorConnection, true);
    expect(author.of(MessageType.Auth).at(-1)).toMatchObject({ granted: true, scope: 'readonly' });
    room.receive(authorConnection, encodeUpdate(edit('x', 1)));
    await turn();
    expect(store.writes).toHaveLength(0);
    expect(author.of(MessageType.Auth).at(-1)).toMatchObject({ granted: false });
    // A refused frame is done with: it is acknowledged, not left pending.
    await turn();
    expect(author.saved()).toEqual([1]);

    room.setReadOnly(authorConnection, false);
    expect(author.of(MessageType.Auth).at(-1)).toMatchObject({ granted: true, scope: 'read-write' });
    // Asked for what it holds: its dropped change is the base of everything its client does next.
    expect(author.sent.at(-1)).toMatchObject({ type: MessageType.Sync, sync: 'step1' });
    room.receive(authorConnection, encodeUpdate(edit('y', 2)));
    store.writes[0]!.store();
    await turn();
    await turn();
    expect(other.of(MessageType.Sync)).toHaveLength(1);
    expect(author.saved()).toEqual([1, 2]);
    room.destroy(1001, 'done');
  });

  it("stores the host's repair of a client update and sends it to everyone, the author included", async () => {
    const writes: Array<Connection | null> = [];
    const { room, author, other, authorConnection, turn } = setUp({
      onLocalUpdate: (_update, by) => {
        writes.push(by);
        return Promise.resolve();
      },
      repairClientChange: (doc) => {
        const project = doc.getMap('project');
        const label = project.get('label');
        if (typeof label === 'string' && label.includes('\0'))
          doc.transact(() => project.set('label', label.replaceAll('\0', '')), REPAIR_ORIGIN);
      },
    });
    const written = edit('label', 'a\0b');
    room.receive(authorConnection, encodeUpdate(written));
    await turn();
    await turn();
    expect(writes).toEqual([authorConnection, null]);
    const seen = (socket: FakeSocket) => {
      const doc = new Y.Doc();
      for (const message of socket.of(MessageType.Sync) as Array<{ update: Uint8Array }>)
        Y.applyUpdate(doc, message.update);
      return doc.getMap('project').get('label');
    };
    expect(seen(other)).toBe('ab');
    const authorCopy = new Y.Doc();
    Y.applyUpdate(authorCopy, written);
    for (const message of author.of(MessageType.Sync) as Array<{ update: Uint8Array }>)
      Y.applyUpdate(authorCopy, message.update);
    expect(authorCopy.getMap('project').get('label')).toBe('ab');
    expect(author.saved()).toEqual([1]);
    room.destroy(1001, 'done');
  });
});
