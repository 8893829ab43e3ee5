import { LOCAL_ORIGIN, REPAIR_ORIGIN } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { ConnectionState, Source } from '../state/session.tsx';
import { createOfflineChanges } from './offline-changes.ts';

function connectionSource(initial: ConnectionState) {
  let state = initial;
  const listeners = new Set<() => void>();
  const source: Source<ConnectionState> = {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const set = (next: ConnectionState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  return { source, set };
}

const edit = (doc: Y.Doc, origin: unknown = LOCAL_ORIGIN) =>
  doc.transact(() => doc.getMap('project').set('label', Math.random().toString()), origin);

describe('offline changes', () => {
  it('counts what the server had not acknowledged when the socket dropped as kept on this device', () => {
    const doc = new Y.Doc();
    const connection = connectionSource({ status: 'connected', synced: true });
    let unsaved = 2;
    const changes = createOfflineChanges(doc, connection.source, {
      get: () => unsaved,
      subscribe: () => () => undefined,
    });
    connection.set({ status: 'disconnected', synced: false });
    expect(changes.get()).toEqual({ offline: true, pending: 2 });
    // The next socket counts afresh; the two stay counted until the server has synced.
    unsaved = 1;
    connection.set({ status: 'connecting', synced: false });
    edit(doc);
    expect(changes.get()).toEqual({ offline: true, pending: 3 });
    connection.set({ status: 'connected', synced: true });
    expect(changes.get()).toEqual({ offline: false, pending: 0 });
    changes.destroy();
  });

  it('counts the user’s changes while disconnected and clears once synced again', () => {
    const doc = new Y.Doc();
    const connection = connectionSource({ status: 'connected', synced: true });
    const changes = createOfflineChanges(doc, connection.source);
    const merged: number[] = [];
    changes.onMerged((count) => merged.push(count));

    edit(doc);
    expect(changes.get()).toEqual({ offline: false, pending: 0 });

    connection.set({ status: 'disconnected', synced: false });
    expect(changes.get()).toEqual({ offline: true, pending: 0 });
    edit(doc);
    edit(doc);
    edit(doc, REPAIR_ORIGIN);
    expect(changes.get().pending).toBe(2);

    // Connected but not synced yet: the changes are not on the server yet.
    connection.set({ status: 'connected', synced: false });
    expect(changes.get()).toEqual({ offline: true, pending: 2 });
    connection.set({ status: 'connected', synced: true });
    expect(changes.get()).toEqual({ offline: false, pending: 0 });
    expect(merged).toEqual([2]);
    changes.destroy();
  });

  it('says nothing before the first sync', () => {
    const connection = connectionSource({ status: 'connecting', synced: false });
    const changes = createOfflineChanges(new Y.Doc(), connection.source);
    expect(changes.get().offline).toBe(false);
    connection.set({ status: 'disconnected', synced: false });
    expect(changes.get().offline).toBe(false);
  });
});
