// The outliner's rows (outliner.tsx holds the search field, the drag and drop context and the menu):
// the flattened rows of the page, of which only those in view are mounted, and the tree's keyboard.
// The row of the last selected element is the list's one tab stop; it stays mounted when the list
// scrolls away from it, so the focus it holds is not lost.
import { type PageTree, elementLabel } from '@vitrine/core';
import { useDraggable } from '@dnd-kit/core';
import { useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import {
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useElementActions } from '../actions/use-element-actions.ts';
import { useComponentRegistry } from '../registry/use-registry.ts';
import { useBuilder, useSession } from '../state/session.tsx';
import { OutlinerRow, ROW_HEIGHT } from './outliner-row.tsx';
import { OUTLINER_TEXTS } from './texts.ts';
import { focusRequest, focusRowElement } from './row-state.ts';
import { OUTLINER_DRAG_ID } from './use-outliner-dnd.ts';
import { useTreeKeyboard } from './use-tree-keyboard.ts';
import { visibleRows, type OutlineRow } from './visible-rows.ts';

const noSubscription = () => () => undefined;

interface OutlinerListProps {
  tree: PageTree | null;
  query: string;
  readOnly: boolean;
  scrollElement: HTMLDivElement | null;
  /** The rows shown, for the drag handlers. */
  shownRows: RefObject<readonly OutlineRow[]>;
  /** Told whether any row is shown: an empty list is no tree (a tree must hold tree items). */
  onEmptyChange: (empty: boolean) => void;
}

export function OutlinerList({
  tree,
  query,
  readOnly,
  scrollElement,
  shownRows,
  onEmptyChange,
}: OutlinerListProps) {
  const { store } = useSession();
  const actions = useElementActions();
  const registry = useComponentRegistry();
  const expanded = useBuilder((state) => state.expanded);

  const snapshot = useSyncExternalStore(
    tree?.subscribeStructure ?? noSubscription,
    () => tree?.read() ?? null,
    () => tree?.read() ?? null,
  );
  const labelsVersion = useSyncExternalStore(
    query && tree ? tree.subscribeLabels : noSubscription,
    () => (query && tree ? tree.labelsVersion : 0),
    () => 0,
  );
  const label = useCallback((id: string) => elementLabel(tree?.element(id) ?? null), [tree]);
  const rows = useMemo(() => {
    if (!snapshot || !tree) return [];
    void labelsVersion;
    return visibleRows(snapshot, expanded, query ? { query, label } : undefined);
  }, [snapshot, tree, expanded, query, labelsVersion, label]);
  useLayoutEffect(() => {
    shownRows.current = rows;
    onEmptyChange(rows.length === 0);
  }, [rows, shownRows, onEmptyChange]);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    getItemKey: (index) => rows[index]?.id ?? index,
  });

  // A newly selected element (inserted, pasted, picked in the preview, moved to by a key) is
  // revealed: its collapsed ancestors open and the list scrolls to its row. Rows changing later (a
  // collaborator's edit) leave the user's scroll alone. The rows are rendered at the revealing
  // scroll offset in the same pass that brings the row, and the list is scrolled there before the
  // frame is painted: through the virtualizer's own scrolling, the rows came in a second pass from
  // the scroll event and its checks forced two more layouts of the builder (docs/performance.md).
  // A key that focuses the selected row again reveals it again (focusRequest).
  const focused = useBuilder((state) => state.selectedIds.at(-1) ?? null);
  const request = useSyncExternalStore(focusRequest.subscribe, focusRequest.get, focusRequest.get);
  const revealKey = focused && `${focused}#${request?.id === focused ? request.seq : 0}`;
  const revealed = useRef<string | null>(null);
  const focusedIndex = useMemo(
    () => (focused ? rows.findIndex((row) => row.id === focused) : -1),
    [focused, rows],
  );
  const reveal =
    revealKey && revealed.current !== revealKey && focusedIndex >= 0
      ? revealOffset(virtualizer, focusedIndex)
      : null;
  if (reveal !== null) virtualizer.scrollOffset = reveal;
  const measured = (virtualizer.scrollRect?.height ?? 0) > 0;
  useLayoutEffect(() => {
    if (!focused) revealed.current = null;
    if (!focused || !revealKey || revealed.current === revealKey || !tree) return;
    if (focusedIndex >= 0) {
      if (!measured) return;
      revealed.current = revealKey;
      if (reveal !== null && scrollElement) scrollElement.scrollTop = reveal;
      return;
    }
    if (query) return;
    const state = store.getState();
    const closed = tree.ancestors(focused).filter((id) => !state.expanded.has(id));
    if (closed.length) state.setExpanded(closed, true);
  }, [focused, revealKey, focusedIndex, reveal, measured, scrollElement, tree, query, store]);

  // The keyboard focus goes to the row a key moved to, once this pass has mounted it. A row that had
  // the focus keeps it: React moving its element (into view or out of it) drops the page's focus,
  // and a removed row passes it to the tab stop.
  const focusedSeq = useRef(0);
  const rowWithFocus = focusedRowId();
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (request && focusedSeq.current !== request.seq) {
      // A request the user has left the list since (for the preview, a panel) is dropped.
      const elsewhere = active && active !== document.body && !scrollElement?.contains(active);
      if (elsewhere || focusRowElement(scrollElement, request.id)) focusedSeq.current = request.seq;
      return;
    }
    if (!rowWithFocus || (active && active !== document.body)) return;
    if (!focusRowElement(scrollElement, rowWithFocus)) {
      const tabStop = scrollElement?.querySelector<HTMLElement>('[data-element-row][tabindex="0"]');
      tabStop?.focus({ preventScroll: true });
    }
  });

  const keyboard = useTreeKeyboard({ rows, store, label, readOnly });
  const onToggle = useCallback((id: string) => store.getState().toggleExpanded(id), [store]);
  const iconOf = useCallback((elementType: string) => registry.get(elementType)?.icon, [registry]);

  if (rows.length === 0)
    return (
      <p className="px-4 py-6 text-center text-xs text-neutral-500">
        {query ? OUTLINER_TEXTS.noMatch : OUTLINER_TEXTS.empty}
      </p>
    );
  // The rows in view lie in the normal flow, below one offset: a row inserted or removed above
  // others moves them without rendering them again.
  const items = virtualizer.getVirtualItems();
  const tabStop = focusedIndex >= 0 ? focusedIndex : 0;
  const inView = items.length > 0 && tabStop >= items[0]!.index && tabStop <= items.at(-1)!.index;
  const start = items[0]?.start ?? 0;
  const renderRow = (row: OutlineRow, floatTop?: number) => (
    <OutlinerRow
      key={row.id}
      id={row.id}
      depth={row.depth}
      hasChildren={row.hasChildren}
      expanded={row.expanded}
      setSize={row.setSize}
      posInSet={row.posInSet}
      tabbable={row.id === rows[tabStop]?.id}
      floatTop={floatTop}
      element={tree?.element(row.id) ?? null}
      readOnly={readOnly}
      iconOf={iconOf}
      onSelect={keyboard.onSelect}
      onToggle={onToggle}
      onRename={actions.rename}
      onVisibility={actions.setVisibility}
    />
  );
  // The tab stop out of view is kept mounted, placed where it belongs.
  return (
    <DragArea
      readOnly={readOnly}
      style={{ height: virtualizer.getTotalSize() }}
      onKeyDown={keyboard.onKeyDown}
    >
      <div className="relative" style={{ transform: `translateY(${start}px)` }}>
        {!inView && rows[tabStop] && renderRow(rows[tabStop], tabStop * ROW_HEIGHT - start)}
        {items.map((item) => {
          const row = rows[item.index];
          return row ? renderRow(row) : null;
        })}
      </div>
    </DragArea>
  );
}

/** The outliner row that has the keyboard focus, if one has. */
function focusedRowId(): string | null {
  const active = typeof document === 'undefined' ? null : document.activeElement;
  return active instanceof HTMLElement ? (active.dataset.elementRow ?? null) : null;
}

/**
 * The scroll offset that brings row `index` into view with the least scrolling, or null when it
 * is in view already or the list has not been measured yet (it renders again once it has). Rows
 * have one fixed height.
 */
function revealOffset(virtualizer: Virtualizer<HTMLDivElement, Element>, index: number): number | null {
  const offset = virtualizer.scrollOffset ?? 0;
  const size = virtualizer.scrollRect?.height ?? 0;
  if (size <= 0) return null;
  return scrollToShow(offset, size, index);
}

/** The scroll offset that shows row `index` in a list `size` high scrolled to `offset`, or null. */
export function scrollToShow(offset: number, size: number, index: number): number | null {
  const start = index * ROW_HEIGHT;
  const end = start + ROW_HEIGHT;
  if (start < offset) return start;
  if (end > offset + size) return Math.max(end - size, 0);
  return null;
}

/**
 * The rows' box, @dnd-kit's one draggable: a press on a row that moves 4 px drags that row (or the
 * selection it is part of), and so does Space on a focused row. It is the box inside the scrolling
 * list, not the list itself, so @dnd-kit scrolls the list while the pointer is near its edges. The
 * tree's own keys come first; Space, which they leave alone, goes on to @dnd-kit.
 */
function DragArea({
  readOnly,
  style,
  onKeyDown,
  children,
}: {
  readOnly: boolean;
  style: CSSProperties;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  children: ReactNode;
}) {
  const { setNodeRef, listeners } = useDraggable({ id: OUTLINER_DRAG_ID, disabled: readOnly });
  return (
    <div
      ref={setNodeRef}
      {...listeners}
      onKeyDown={(event) => {
        onKeyDown(event);
        if (!event.defaultPrevented) listeners?.onKeyDown?.(event);
        // Space on a row never scrolls the list, a drag started or not (read-only).
        if (event.key === ' ' && event.target !== event.currentTarget) event.preventDefault();
      }}
      style={style}
      className="relative w-full"
    >
      {children}
    </div>
  );
}
