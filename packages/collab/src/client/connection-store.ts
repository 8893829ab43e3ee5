// The state of one collaboration connection as a tiny external store (subscribe + getSnapshot), so
// React reads it with useSyncExternalStore and nothing else needs an event emitter.
import type { AuthScope } from '../protocol/message-type.ts';

export type ConnectionStatus = 'connecting' | 'connected' | 'disconnected';

export interface ConnectionState {
  status: ConnectionStatus;
  /** True once the server sent SyncDone on this connection; false again on close. */
  synced: boolean;
  /** What the server granted on this connection, null before its Auth message. */
  scope: AuthScope | null;
  /** Set when the server refused for good (close 4500): the client does not reconnect. */
  closedForGood: { code: number; reason: string } | null;
  /** The last denial the server sent without closing (e.g. an edit on a read-only connection). */
  lastDenial: string | null;
  /**
   * Document updates sent on this connection that the server has not yet said are stored
   * (MessageType.Saved). Updates made offline are not counted until they are sent.
   */
  unsaved: number;
}

export interface ConnectionStore {
  getSnapshot(): ConnectionState;
  subscribe(listener: () => void): () => void;
  set(patch: Partial<ConnectionState>): void;
}

export const INITIAL_CONNECTION_STATE: ConnectionState = {
  status: 'disconnected',
  synced: false,
  scope: null,
  closedForGood: null,
  lastDenial: null,
  unsaved: 0,
};

export function createConnectionStore(initial: ConnectionState = INITIAL_CONNECTION_STATE): ConnectionStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(patch) {
      const next = { ...state, ...patch };
      if ((Object.keys(patch) as Array<keyof ConnectionState>).every((key) => next[key] === state[key]))
        return;
      state = next;
      for (const listener of [...listeners]) listener();
    },
  };
}
