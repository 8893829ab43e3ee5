// Everything a builder screen works on, handed down by context: the shared document, the
// application store, the connection, presence and history. Components take what they need from
// here and subscribe to the smallest piece of it.
import type { Presence } from '@vitrine/core';
import { createContext, useContext, useSyncExternalStore } from 'react';
import type * as Y from 'yjs';
import { useStore } from 'zustand';
import type { BuilderActions, BuilderState, BuilderStore } from './builder-store.ts';

export type ConnectionStatus = 'connecting' | 'connected' | 'disconnected';

export interface ConnectionState {
  status: ConnectionStatus;
  synced: boolean;
}

/**
 * Someone else on the project: core's presence (SPEC §3; the cursor in device pixels of the page
 * `pageId`'s frame) and the awareness client it came from, one per open tab.
 */
export type Collaborator = Presence & { clientId: number };

/** A readable, subscribable value (connection state, presence list, history flags). */
export interface Source<T> {
  get(): T;
  subscribe(listener: () => void): () => void;
}

export interface HistoryState {
  canUndo: boolean;
  canRedo: boolean;
}

export interface BuilderSession {
  projectId: string;
  teamId: string;
  doc: Y.Doc;
  store: BuilderStore;
  readOnly: boolean;
  connection: Source<ConnectionState>;
  /**
   * Edits sent to the server and not yet stored there (their Saved has not come), or 1 while the
   * server has yet to hear what this device holds. Kept after a disconnect, until the next socket.
   */
  unsaved: Source<number>;
  /** Everyone else connected to the project. */
  collaborators: Source<readonly Collaborator[]>;
  /** Publishes the local cursor (device pixels of the current page) or hides it. */
  setCursor(cursor: { x: number; y: number } | null, pageId: string | null): void;
  history: Source<HistoryState> & { undo(): void; redo(): void };
}

const SessionContext = createContext<BuilderSession | null>(null);

export const SessionProvider = SessionContext.Provider;

export function useSession(): BuilderSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('Builder session is missing: render inside <SessionProvider>');
  return session;
}

/** A selector on the application store of the current builder. */
export function useBuilder<T>(selector: (state: BuilderState & BuilderActions) => T): T {
  return useStore(useSession().store, selector);
}

export function useSource<T>(source: Source<T>): T {
  return useSyncExternalStore(source.subscribe, source.get, source.get);
}
