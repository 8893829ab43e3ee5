// What the outliner's drag and drop is given (useOutlinerDnd's options) and the drag in progress:
// shared by the pointer's half (use-outliner-dnd.ts) and the keyboard's (use-keyboard-drop.ts).
import type { PageTree } from '@vitrine/core';
import type { DropTarget } from './drop-indicator.ts';
import type { OutlineRow } from './visible-rows.ts';

export interface OutlinerDndOptions {
  tree: PageTree | null;
  /** The outliner's scrolling list: only its rows are drop targets. */
  area: HTMLElement | null;
  /** The rows the list shows now. */
  rows: () => readonly OutlineRow[];
  label: (id: string) => string;
  /** Scrolls the list until shown row `index` is in view. */
  scrollToRow: (index: number) => void;
  selectedIds: () => readonly string[];
  isExpanded: (id: string) => boolean;
  setExpanded: (id: string, expanded: boolean) => void;
  onDrop: (ids: string[], target: DropTarget) => void;
  /** After a drop by keyboard: the moved elements get the selection and the focus. */
  onKeyboardDrop: (ids: string[]) => void;
  /** The page open in the builder: a drop on its own row means nothing. */
  currentPageId: () => string | null;
  pageLabel: (pageId: string) => string;
  onDropOnPage: (ids: string[], pageId: string) => void;
}

export interface DragState {
  ids: string[];
  /** The dragged elements and everything inside them: no drop place. */
  forbidden: ReadonlySet<string>;
  /** The shown row the drag started from. */
  origin: number;
  keyboard: boolean;
}
