// The outliner's keys (WAI-ARIA tree view): one tab stop, the row of the last selected element; the
// selection follows the focus as the arrows, Home, End and type-ahead move it, shift extends it from
// its anchor, Enter and F2 rename. A key typed into a field (the search, a label being edited) is the
// field's, and keys do nothing while a drag is under way (the drag's arrows and Space are its own).
import { useCallback, useRef, type KeyboardEvent } from 'react';
import { isTyping } from '../shortcuts/key-commands.ts';
import type { BuilderStore } from '../state/builder-store.ts';
import { draggedRows } from './drop-indicator.ts';
import { renamingRow, requestRowFocus } from './row-state.ts';
import { createTypeAhead, treeKeyAction, typeAheadIndex, type TreeKeyAction } from './tree-keys.ts';
import type { OutlineRow } from './visible-rows.ts';

/** How long typed characters add up to one search (WAI-ARIA tree view type-ahead). */
const TYPE_AHEAD_MS = 500;

interface Options {
  rows: readonly OutlineRow[];
  store: BuilderStore;
  label: (id: string) => string;
  readOnly: boolean;
}

export function useTreeKeyboard({ rows, store, label, readOnly }: Options) {
  const typeAhead = useRef(createTypeAhead(TYPE_AHEAD_MS));
  /** Where a shift-extended selection starts: the row last moved to without shift, or clicked. */
  const anchor = useRef<string | null>(null);

  const moveTo = useCallback(
    (id: string, extend: boolean) => {
      const state = store.getState();
      const from = anchor.current && state.selectedIds.includes(anchor.current) ? anchor.current : null;
      const start = rows.findIndex((row) => row.id === (from ?? state.selectedIds.at(-1)));
      const end = rows.findIndex((row) => row.id === id);
      if (extend && start >= 0 && end >= 0) {
        const range = rows.slice(Math.min(start, end), Math.max(start, end) + 1).map((row) => row.id);
        anchor.current = rows[start]!.id;
        // The row moved to comes last: it is the focused one, and the one the panels show.
        state.selectOnly([...range.filter((rowId) => rowId !== id), id]);
      } else {
        anchor.current = id;
        state.selectOnly([id]);
      }
      requestRowFocus(id);
    },
    [rows, store],
  );

  const apply = useCallback(
    (action: TreeKeyAction, index: number, now: number) => {
      const state = store.getState();
      switch (action.kind) {
        case 'focus':
          moveTo(action.id, Boolean(action.extend));
          return;
        case 'expand':
          state.setExpanded(action.ids, true);
          return;
        case 'collapse':
          state.setExpanded([action.id], false);
          return;
        case 'rename':
          if (!readOnly) renamingRow.set(action.id);
          return;
        case 'typeAhead': {
          const text = typeAhead.current.type(action.char, now);
          // A longer text may still match the row it found before.
          const found = typeAheadIndex(rows, text.length > 1 ? index - 1 : index, text, label);
          if (found >= 0) moveTo(rows[found]!.id, false);
          return;
        }
      }
    },
    [label, moveTo, readOnly, rows, store],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.defaultPrevented || isTyping(event.target) || draggedRows.get().length) return;
      const id = (event.target as Element).closest<HTMLElement>('[data-element-row]')?.dataset.elementRow;
      const index = id ? rows.findIndex((row) => row.id === id) : -1;
      if (index < 0) return;
      const now = event.timeStamp;
      const plain = !event.ctrlKey && !event.metaKey && !event.altKey;
      // While a search is typed, a space belongs to it (rather than picking the row up).
      const action: TreeKeyAction | null =
        event.key === ' ' && plain && typeAhead.current.typing(now)
          ? { kind: 'typeAhead', char: ' ' }
          : treeKeyAction(event, rows, index);
      if (!action) return;
      event.preventDefault();
      // A key of the tree's own ends a search being typed (End then Space picks the row up).
      if (action.kind !== 'typeAhead') typeAhead.current.end();
      apply(action, index, now);
    },
    [apply, rows],
  );

  /** A click on a row: the selection changes as before, and the clicked row anchors shift moves. */
  const onSelect = useCallback(
    (id: string, additive: boolean) => {
      store.getState().select(id, additive);
      typeAhead.current.end();
      if (!additive) anchor.current = id;
    },
    [store],
  );

  return { onKeyDown, onSelect };
}
