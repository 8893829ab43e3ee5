// What the version history shows in this tab: whether its panel is open and which checkpoint the
// preview frame shows instead of the live document. Local to one builder; never in the document.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type * as Y from 'yjs';
import type { CheckpointDocument } from '@vitrine/core';

export interface HistoryViewState {
  open: boolean;
  /** The checkpoint shown read-only in the preview frame, or null for the live document. */
  previewing: CheckpointDocument | null;
  setOpen(open: boolean): void;
  preview(checkpoint: CheckpointDocument | null): void;
}

export type HistoryViewStore = StoreApi<HistoryViewState>;

const stores = new WeakMap<Y.Doc, HistoryViewStore>();

/** The history view of the builder editing `doc` (one per session). */
export function historyViewOf(doc: Y.Doc): HistoryViewStore {
  let store = stores.get(doc);
  if (!store) {
    store = createStore<HistoryViewState>()((set) => ({
      open: false,
      previewing: null,
      setOpen: (open) => set(open ? { open } : { open, previewing: null }),
      preview: (previewing) => set({ previewing }),
    }));
    stores.set(doc, store);
  }
  return store;
}
