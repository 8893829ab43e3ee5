// Offline editing you can see: while the collaboration socket is down (or not yet synced again),
// every change this user makes is counted; the document keeps them (and IndexedDB keeps them across
// a closed tab), and on reconnect y-websocket's sync exchange sends them, where they merge per
// property with what collaborators did meanwhile. Edits sent but not yet acknowledged when the socket
// dropped count too. The count resets once the server has synced.
import { LOCAL_ORIGIN } from '@vitrine/core';
import type * as Y from 'yjs';
import type { ConnectionState, Source } from '../state/session.tsx';
import { isOnline } from './is-online.ts';

export interface OfflineState {
  /** The socket is down, or up but not synced again yet, after the first sync. */
  offline: boolean;
  /** Changes made while offline, kept on this device until the server has them. */
  pending: number;
}

export interface OfflineChanges extends Source<OfflineState> {
  /** Called with the number of changes that reached the server when a sync after being offline ends. */
  onMerged(listener: (count: number) => void): () => void;
  destroy(): void;
}

export function createOfflineChanges(
  doc: Y.Doc,
  connection: Source<ConnectionState>,
  unsaved: Source<number> = { get: () => 0, subscribe: () => () => undefined },
): OfflineChanges {
  let state: OfflineState = { offline: false, pending: 0 };
  let syncedOnce = connection.get().synced;
  const listeners = new Set<() => void>();
  const mergedListeners = new Set<(count: number) => void>();
  const set = (next: OfflineState) => {
    if (next.offline === state.offline && next.pending === state.pending) return;
    state = next;
    for (const listener of [...listeners]) listener();
  };

  const onConnection = () => {
    const current = connection.get();
    if (current.synced) syncedOnce = true;
    if (!syncedOnce) return;
    const offline = !isOnline(current);
    if (!offline && state.pending > 0) for (const listener of [...mergedListeners]) listener(state.pending);
    // Going offline, what the server had not yet acknowledged is kept here too, and counts.
    const kept = offline && !state.offline ? unsaved.get() : 0;
    set({ offline, pending: offline ? state.pending + kept : 0 });
  };

  const onTransaction = (transaction: Y.Transaction) => {
    if (!state.offline || transaction.origin !== LOCAL_ORIGIN || transaction.changed.size === 0) return;
    set({ ...state, pending: state.pending + 1 });
  };

  const unsubscribe = connection.subscribe(onConnection);
  doc.on('afterTransaction', onTransaction);
  onConnection();

  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onMerged(listener) {
      mergedListeners.add(listener);
      return () => mergedListeners.delete(listener);
    },
    destroy() {
      unsubscribe();
      doc.off('afterTransaction', onTransaction);
      listeners.clear();
      mergedListeners.clear();
    },
  };
}
