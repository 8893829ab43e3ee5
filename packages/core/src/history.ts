// Undo and redo of the user's own changes: one Y.UndoManager over the project map, tracking only
// the local origin (a collaborator's edits and tree repairs are never undone here). Every
// operation is one transaction, so each is one undo step.
import * as Y from 'yjs';
import { projectMap } from './document/access.ts';
import { normalizeTree, structurallyChangedPages } from './document/normalize-tree.ts';
import { LOCAL_ORIGIN, REPAIR_ORIGIN } from './origin.ts';
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
/** Stack item meta: how many structural changes by others the document had seen when it was pushed. */
const EPOCH = 'vitrine:structure-epoch';

interface StackItemLike {
  meta: Map<unknown, unknown>;
}

/**
 * Runs an undo or redo, then repairs the trees of the pages it changed structurally when `needed`
 * says so: undoing a local step on top of collaborators' edits can break a tree like any concurrent
 * edit. A prop or style step walks no tree at all. The repair is not itself tracked.
 */
function withTreeRepair(doc: Y.Doc, step: () => void, needed: () => boolean): void {
  const pages = new Set<string>();
  let all = false;
  const collect = (transaction: Y.Transaction) => {
    const changed = structurallyChangedPages(transaction);
    if (changed === 'all') all = true;
    else for (const pageId of changed) pages.add(pageId);
  };
  doc.on('afterTransaction', collect);
  try {
    step();
  } finally {
    doc.off('afterTransaction', collect);
  }
  if ((!all && pages.size === 0) || !needed()) return;
  if (all) normalizeTree(doc);
  else normalizeTree(doc, REPAIR_ORIGIN, pages);
}

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

  // A step restores a tree the document already had (a valid one) unless something other than the
  // user's own steps (a collaborator, a repair) changed some tree since the step was pushed: only
  // then can undo or redo break a tree, and only then is it worth walking one (tens of milliseconds
  // on a page of 10 000 elements).
  const tracked = options.origin ?? LOCAL_ORIGIN;
  let epoch = 0;
  const countOthers = (transaction: Y.Transaction) => {
    if (transaction.origin === tracked || transaction.origin === undoManager) return;
    const changed = structurallyChangedPages(transaction);
    if (changed === 'all' || changed.size > 0) epoch++;
  };
  doc.on('afterTransaction', countOthers);
  const stamp = ({ stackItem }: { stackItem: StackItemLike }) => stackItem.meta.set(EPOCH, epoch);
  undoManager.on('stack-item-added', stamp);
  // Yjs skips steps that no longer change anything (a collaborator overwrote them) and applies the
  // next one: what counts is the step actually applied, which it announces as popped.
  let popped: StackItemLike | null = null;
  const onPopped = ({ stackItem }: { stackItem: StackItemLike }) => (popped = stackItem);
  undoManager.on('stack-item-popped', onPopped);
  const run = (step: () => void) => {
    const before = epoch;
    popped = null;
    withTreeRepair(doc, step, () => popped?.meta.get(EPOCH) !== before);
  };

  return {
    undoManager,
    undo() {
      if (!undoManager.canUndo()) return HISTORY_TEXTS.atOldest;
      run(() => undoManager.undo());
      return undefined;
    },
    redo() {
      if (!undoManager.canRedo()) return HISTORY_TEXTS.atLatest;
      run(() => undoManager.redo());
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
      undoManager.off('stack-item-added', stamp);
      undoManager.off('stack-item-popped', onPopped);
      doc.off('afterTransaction', countOthers);
      listeners.clear();
      undoManager.destroy();
    },
  };
}
