// The builder's view of the document history (the core history, wrapped once): undo/redo of this
// user's own changes with SPEC §8's toasts at either end, and whether each is possible (for the
// toolbar buttons).
import { createHistory } from '@vitrine/core';
import { toast } from 'sonner';
import type * as Y from 'yjs';
import type { HistoryState, Source } from './session.tsx';

export interface HistorySource extends Source<HistoryState> {
  undo(): void;
  redo(): void;
  destroy(): void;
}

export function createHistorySource(doc: Y.Doc): HistorySource {
  const history = createHistory(doc);
  let state: HistoryState = { canUndo: history.canUndo(), canRedo: history.canRedo() };
  const listeners = new Set<() => void>();
  const refresh = () => {
    const next = { canUndo: history.canUndo(), canRedo: history.canRedo() };
    if (next.canUndo === state.canUndo && next.canRedo === state.canRedo) return;
    state = next;
    listeners.forEach((listener) => listener());
  };
  const unsubscribe = history.subscribe(refresh);
  const show = (message: string | undefined) => {
    if (message) toast.info(message);
  };
  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    undo: () => show(history.undo()),
    redo: () => show(history.redo()),
    destroy() {
      unsubscribe();
      history.destroy();
    },
  };
}
