// The current builder's history view, read through a selector.
import { useStore } from 'zustand';
import { useSession } from '../state/session.tsx';
import { historyViewOf, type HistoryViewState } from './history-view.ts';

export function useHistoryView<T>(selector: (state: HistoryViewState) => T): T {
  return useStore(historyViewOf(useSession().doc), selector);
}
