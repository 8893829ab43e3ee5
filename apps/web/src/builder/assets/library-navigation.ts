// Which left-sidebar tab shows, and the way other panels open the Project Library (the material
// variant list's go-to-assets button, for one): openProjectLibrary(assetId?) switches to the tab
// and, given an asset, opens its folder with the asset selected.
import { useSyncExternalStore } from 'react';
import { PROJECT_ASSETS } from './library-ids.ts';

export const ELEMENTS_TAB = 'ELEMENTS';
export type LeftSidebarTab = typeof ELEMENTS_TAB | typeof PROJECT_ASSETS;

interface NavigationState {
  tab: LeftSidebarTab;
  /** The asset to reveal when the library opens. */
  reveal: string | null;
}

let state: NavigationState = { tab: ELEMENTS_TAB, reveal: null };
const listeners = new Set<() => void>();

function update(next: Partial<NavigationState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function setLeftSidebarTab(tab: LeftSidebarTab): void {
  update({ tab });
}

export function openProjectLibrary(assetId?: string): void {
  update({ tab: PROJECT_ASSETS, reveal: assetId ?? null });
}

/** Called by the library once it has shown the revealed asset. */
export function clearReveal(): void {
  if (state.reveal !== null) update({ reveal: null });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLibraryNavigation(): NavigationState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}
