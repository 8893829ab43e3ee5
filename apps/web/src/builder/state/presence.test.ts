import { describe, expect, it } from 'vitest';
import { Awareness, applyAwarenessUpdate, encodeAwarenessUpdate } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { collaboratorsSource, publishCursor, publishPresence } from './presence.ts';

const ada = {
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  color: 'hsl(10, 70%, 45%)',
  cursor: null,
  pageId: null,
};

function pair() {
  const mine = new Awareness(new Y.Doc());
  const theirs = new Awareness(new Y.Doc());
  const relay = () => applyAwarenessUpdate(mine, encodeAwarenessUpdate(theirs, [theirs.clientID]), 'remote');
  return { mine, theirs, relay };
}

describe('presence', () => {
  it('lists presence that arrived before anyone subscribed, without this user', () => {
    const { mine, theirs, relay } = pair();
    publishPresence(mine, { ...ada, id: 'me', email: 'me@example.com' });
    const source = collaboratorsSource(mine);
    publishPresence(theirs, ada);
    relay();
    const seen: number[] = [];
    source.subscribe(() => seen.push(source.get().length));
    expect(source.get()).toEqual([{ clientId: theirs.clientID, ...ada }]);
    source.dispose();
  });

  it('notifies on cursor moves and keeps the list object while nothing changes', () => {
    const { mine, theirs, relay } = pair();
    const source = collaboratorsSource(mine);
    publishPresence(theirs, ada);
    relay();
    const first = source.get();
    let calls = 0;
    source.subscribe(() => calls++);
    relay();
    expect(source.get()).toBe(first);
    publishCursor(theirs, { x: 10, y: 20 }, 'page-1');
    relay();
    expect(calls).toBe(1);
    expect(source.get()[0]).toMatchObject({ cursor: { x: 10, y: 20 }, pageId: 'page-1' });
    source.dispose();
  });

  it('ignores states without a valid user', () => {
    const { mine, theirs, relay } = pair();
    const source = collaboratorsSource(mine);
    theirs.setLocalStateField('user', { name: 'no id' });
    relay();
    expect(source.get()).toEqual([]);
    source.dispose();
  });
});
