// Whether the performance budget panel is open in this builder (one per session, never in the
// document). It shares the right side with the version history: opening one closes the other.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type * as Y from 'yjs';
import { historyViewOf } from '../history/history-view.ts';

export interface BudgetViewState {
  open: boolean;
  setOpen(open: boolean): void;
}

const stores = new WeakMap<Y.Doc, StoreApi<BudgetViewState>>();

export function budgetViewOf(doc: Y.Doc): StoreApi<BudgetViewState> {
  let store = stores.get(doc);
  if (!store) {
    store = createStore<BudgetViewState>()((set) => ({
      open: false,
      setOpen: (open) => {
        if (open) historyViewOf(doc).getState().setOpen(false);
        set({ open });
      },
    }));
    // The history panel opening takes the right side back.
    historyViewOf(doc).subscribe((state) => {
      if (state.open && store!.getState().open) store!.setState({ open: false });
    });
    stores.set(doc, store);
  }
  return store;
}
