// The builder's application state (SPEC §4 / DESIGN "Builder ↔ preview"): selection, hover, expanded
// rows, the selected page, the insert menu, diagnostics. None of it is document state: it is local to
// one browser tab and never goes through the shared Y.Doc. Components read it through selectors so a
// row re-renders only when its own flag changes.
import { BASE_BREAKPOINT_ID } from '@vitrine/core';
import { createStore, type StoreApi } from 'zustand/vanilla';

export type InsertMenu =
  { mode: 'closed' } | { mode: 'insert'; targetId: string | null } | { mode: 'wrap'; targetIds: string[] };

export interface Diagnostic {
  message: string;
}

export interface BuilderState {
  pageId: string | null;
  selectedIds: readonly string[];
  hoveredId: string | null;
  expanded: ReadonlySet<string>;
  insertMenu: InsertMenu;
  maximised: boolean;
  diagnostics: Readonly<Record<string, readonly Diagnostic[]>>;
  readOnly: boolean;
  /** SPEC §2 builder query: `mode` and `pageHash` as given (mode live or preview opens Preview mode). */
  mode: string | null;
  /** Preview mode: the page runs in the builder's frame (clicks run interactions, nothing selects). */
  previewMode: boolean;
  pageHash: string | null;
  /** The breakpoint the style fields edit and the frame is sized for (docs/breakpoints.md). */
  breakpointId: string;
}

export interface BuilderActions {
  setPage(pageId: string | null): void;
  /** SPEC §4 outliner row: a click selects exclusively; meta/alt-click adds (or removes when selected). */
  select(id: string, additive?: boolean): void;
  selectOnly(ids: readonly string[]): void;
  clearSelection(): void;
  setHovered(id: string | null): void;
  toggleExpanded(id: string): void;
  setExpanded(ids: Iterable<string>, expanded: boolean): void;
  /** A new element: `expand` opened, the element alone selected, the insert menu closed, in one update. */
  showInserted(id: string, expand: Iterable<string>): void;
  openInsert(menu: Exclude<InsertMenu, { mode: 'closed' }>): void;
  closeInsert(): void;
  setMaximised(maximised: boolean): void;
  setPreviewMode(previewMode: boolean): void;
  setDiagnostics(diagnostics: Record<string, readonly Diagnostic[]>): void;
  setReadOnly(readOnly: boolean): void;
  setBreakpoint(breakpointId: string): void;
}

export type BuilderStore = StoreApi<BuilderState & BuilderActions>;

const EMPTY: readonly string[] = [];
const CLOSED: InsertMenu = { mode: 'closed' };

/** `current` with `ids` opened or closed; `current` itself when nothing changes. */
function withExpanded(current: ReadonlySet<string>, ids: Iterable<string>, expanded: boolean) {
  let next: Set<string> | null = null;
  for (const id of ids) {
    if (current.has(id) === expanded) continue;
    next ??= new Set(current);
    if (expanded) next.add(id);
    else next.delete(id);
  }
  return next ?? current;
}

export function createBuilderStore(initial: Partial<BuilderState> = {}): BuilderStore {
  return createStore<BuilderState & BuilderActions>()((set, get) => ({
    pageId: null,
    selectedIds: EMPTY,
    hoveredId: null,
    expanded: new Set(),
    insertMenu: { mode: 'closed' },
    maximised: false,
    diagnostics: {},
    readOnly: false,
    mode: null,
    previewMode: false,
    pageHash: null,
    breakpointId: BASE_BREAKPOINT_ID,
    ...initial,
    setPage(pageId) {
      if (get().pageId === pageId) return;
      set({ pageId, selectedIds: EMPTY, hoveredId: null });
    },
    select(id, additive = false) {
      const current = get().selectedIds;
      if (!additive) {
        if (current.length === 1 && current[0] === id) return;
        set({ selectedIds: [id] });
        return;
      }
      set({ selectedIds: current.includes(id) ? current.filter((x) => x !== id) : [...current, id] });
    },
    selectOnly(ids) {
      set({ selectedIds: ids.length ? [...ids] : EMPTY });
    },
    clearSelection() {
      if (get().selectedIds.length) set({ selectedIds: EMPTY });
    },
    setHovered(id) {
      if (get().hoveredId !== id) set({ hoveredId: id });
    },
    toggleExpanded(id) {
      const next = new Set(get().expanded);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      set({ expanded: next });
    },
    setExpanded(ids, expanded) {
      const current = get().expanded;
      const next = withExpanded(current, ids, expanded);
      if (next !== current) set({ expanded: next });
    },
    showInserted(id, expand) {
      const state = get();
      set({
        selectedIds: [id],
        expanded: withExpanded(state.expanded, expand, true),
        insertMenu: state.insertMenu.mode === 'closed' ? state.insertMenu : CLOSED,
      });
    },
    openInsert(menu) {
      set({ insertMenu: menu });
    },
    closeInsert() {
      set({ insertMenu: CLOSED });
    },
    setMaximised(maximised) {
      set({ maximised });
    },
    setPreviewMode(previewMode) {
      if (get().previewMode !== previewMode) set({ previewMode, hoveredId: null });
    },
    setDiagnostics(diagnostics) {
      set({ diagnostics });
    },
    setReadOnly(readOnly) {
      set({ readOnly });
    },
    setBreakpoint(breakpointId) {
      if (get().breakpointId !== breakpointId) set({ breakpointId });
    },
  }));
}
