// Keyboard state of the outliner's rows, outside React so that only the rows concerned render: the
// row whose label is being edited, and where the keyboard focus goes once the list shows the row
// (a row far down is mounted only after the list has scrolled to it).
import { sharedValue, useSharedValue } from '../state/shared-value.ts';

/** The row whose label is being edited in place (Enter, F2 or a double click). */
export const renamingRow = sharedValue<string | null>(null, Object.is);

export function useIsRenaming(id: string): boolean {
  return useSharedValue(renamingRow, (renaming) => renaming === id, false);
}

/** A row the focus should move to; `seq` tells one request from the next for the same row. */
export const focusRequest = sharedValue<{ id: string; seq: number } | null>(
  null,
  (a, b) => a?.id === b?.id && a?.seq === b?.seq,
);

let requests = 0;

/** Asks the list to scroll row `id` into view and focus it. */
export function requestRowFocus(id: string): void {
  requests += 1;
  focusRequest.set({ id, seq: requests });
}

/** Focuses the row's element if the list shows it; true when it did. */
export function focusRowElement(list: HTMLElement | null, id: string): boolean {
  const row = list?.querySelector<HTMLElement>(`[data-element-row="${CSS.escape(id)}"]`);
  if (!row) return false;
  if (row !== document.activeElement) row.focus({ preventScroll: true });
  return true;
}
