// Undo and redo of the user's own changes: one Y.UndoManager over the project map, tracking only
// the local origin (a collaborator's edits and tree repairs are never undone here). Every
// operation is one transaction, so each is one undo step.
import * as Y from 'yjs';
import { projectMap } from './document/access.ts';
import { normalizeTree } from './document/normalize-tree.ts';
import { LOCAL_ORIGIN } from './origin.ts';
import { HISTORY_TEXTS } from './texts.ts';

export interface HistoryOptions {
  /** The origin whose transactions are undoable (default LOCAL_ORIGIN). */
  origin?: unknown;
  /** Transactions closer together than this merge into one step (default 0: never). */
  captureTimeout?: number;
}

export interface History {
  /** Undoes the last step; returns the message to show when there is nothing to undo. */
  undo(): string | undefined;
  /** Redoes the last undone step; returns the message to show when there is nothing to redo. */
  redo(): string | undefined;
  canUndo(): boolean;
  canRedo(): boolean;
  /** Calls the listener whenever canUndo/canRedo may have changed; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Starts a new step even if the next change comes within the capture timeout. */
  stopCapturing(): void;
  clear(): void;
  destroy(): void;
  readonly undoManager: Y.UndoManager;
}

const STACK_EVENTS = ['stack-item-added', 'stack-item-popped', 'stack-cleared'] as const;

export function createHistory(doc: Y.Doc, options: HistoryOptions = {}): History {
  const undoManager = new Y.UndoManager(projectMap(doc), {
    trackedOrigins: new Set([options.origin ?? LOCAL_ORIGIN]),
    captureTimeout: options.captureTimeout ?? 0,
  });
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  for (const event of STACK_EVENTS) undoManager.on(event, notify);

  return {
    undoManager,
    undo() {
      if (!undoManager.canUndo()) return HISTORY_TEXTS.atOldest;
      undoManager.undo();
      // Undoing a local step on top of collaborators' edits can break the tree like any
      // concurrent edit; the repair is not itself tracked.
      normalizeTree(doc);
      return undefined;
    },
    redo() {
      if (!undoManager.canRedo()) return HISTORY_TEXTS.atLatest;
      undoManager.redo();
      normalizeTree(doc);
      return undefined;
    },
    canUndo: () => undoManager.canUndo(),
    canRedo: () => undoManager.canRedo(),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stopCapturing: () => undoManager.stopCapturing(),
    clear() {
      undoManager.clear();
    },
    destroy() {
      for (const event of STACK_EVENTS) undoManager.off(event, notify);
      listeners.clear();
      undoManager.destroy();
    },
  };
}
