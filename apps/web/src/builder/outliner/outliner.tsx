// The element outliner (SPEC §2 "Page list and outliner"): a virtualized tree of the selected page
// with a search filter, expand/collapse, selection, visibility, in-place renaming, per-type icons,
// drag and drop and the context menu. Only the rows in view are mounted, and the flattened row list
// is recomputed only when the tree's structure, the expanded set or the search changes.
//
// Three layers, so an edit renders only what it changed: the shell (search field, drag and drop
// context, context menu) renders when the page or the search changes; the list renders when the
// rows change; a row renders when its own element, flags or place change. The rows are one
// draggable area for @dnd-kit rather than a draggable and a droppable each: a drag's start and end
// change @dnd-kit's context, and every row reading it rendered again for both.
import { DndContext, useDraggable } from '@dnd-kit/core';
import { IconSearch } from '@tabler/icons-react';
import { useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import {
  useCallback,
  useDeferredValue,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { moveToPage } from '../actions/element-clipboard.ts';
import { useElementActions } from '../actions/use-element-actions.ts';
import { elementLabel } from '../doc/y-read.ts';
import { useBuilder, useSession } from '../state/session.tsx';
import type { PageTree } from '../doc/page-tree.ts';
import { useCurrentPageTree } from '../state/use-page-tree.ts';
import { OutlinerContextMenu } from './outliner-context-menu.tsx';
import { OutlinerRow, ROW_HEIGHT } from './outliner-row.tsx';
import { OUTLINER_DRAG_ID, useOutlinerDnd } from './use-outliner-dnd.ts';
import { visibleRows } from './visible-rows.ts';
import { useComponentRegistry } from '../registry/use-registry.ts';

const noSubscription = () => () => undefined;

export function Outliner() {
  const session = useSession();
  const { store, readOnly } = session;
  const tree = useCurrentPageTree();
  const actions = useElementActions();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());
  // The list's element as state, not a ref: the list below is mounted before its parent's ref is
  // set, and its virtualizer needs the element to place any row.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);

  const dnd = useOutlinerDnd({
    tree,
    area: scrollElement,
    selectedIds: () => store.getState().selectedIds,
    isExpanded: (id) => store.getState().expanded.has(id),
    expand: (id) => store.getState().setExpanded([id], true),
    onDrop: actions.move,
    currentPageId: () => store.getState().pageId,
    onDropOnPage: (ids, pageId) => moveToPage(session, ids, pageId),
  });

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <label className="mx-2 mb-1 flex items-center gap-1.5 rounded-md border border-neutral-200 bg-white px-2 focus-within:border-brand-400">
        <IconSearch size={13} className="text-neutral-400" />
        <input
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Search elements"
          aria-label="Search elements"
          className="h-7 min-w-0 flex-1 bg-transparent text-xs outline-none"
        />
      </label>
      {/* Drop targets are found under the pointer as it moves (use-outliner-dnd.ts): nothing is
          measured before or during a drag, rows mounted as the list scrolls included. */}
      <DndContext
        sensors={dnd.sensors}
        onDragStart={dnd.onDragStart}
        onDragMove={dnd.onDragMove}
        onDragEnd={dnd.onDragEnd}
        onDragCancel={dnd.onDragCancel}
        accessibility={dnd.accessibility}
      >
        <OutlinerContextMenu tree={tree}>
          <div
            ref={setScrollElement}
            role="tree"
            aria-label="Elements"
            data-testid="outliner"
            // Rows lie in the normal flow (below): the browser must not move the scroll to keep a
            // row in place when one above it comes or goes; the list places them itself.
            className="relative min-h-0 flex-1 overflow-auto [overflow-anchor:none]"
          >
            <OutlinerList tree={tree} query={query} readOnly={readOnly} scrollElement={scrollElement} />
          </div>
        </OutlinerContextMenu>
      </DndContext>
    </div>
  );
}

interface OutlinerListProps {
  tree: PageTree | null;
  query: string;
  readOnly: boolean;
  scrollElement: HTMLDivElement | null;
}

function OutlinerList({ tree, query, readOnly, scrollElement }: OutlinerListProps) {
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
  const rows = useMemo(() => {
    if (!snapshot || !tree) return [];
    void labelsVersion;
    return visibleRows(
      snapshot,
      expanded,
      query ? { query, label: (id) => elementLabel(tree.element(id)) } : undefined,
    );
  }, [snapshot, tree, expanded, query, labelsVersion]);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    getItemKey: (index) => rows[index]?.id ?? index,
  });

  // A newly selected element (inserted, pasted, picked in the preview) is revealed: its collapsed
  // ancestors open and the list scrolls to its row. Rows changing later (a collaborator's edit)
  // leave the user's scroll alone. The rows are rendered at the revealing scroll offset in the
  // same pass that brings the row, and the list is scrolled there before the frame is painted:
  // through the virtualizer's own scrolling, the rows came in a second pass from the scroll event
  // and its checks forced two more layouts of the builder (docs/performance.md).
  const focused = useBuilder((state) => state.selectedIds.at(-1) ?? null);
  const revealed = useRef<string | null>(null);
  const focusedIndex = useMemo(
    () => (focused ? rows.findIndex((row) => row.id === focused) : -1),
    [focused, rows],
  );
  const reveal =
    focused && revealed.current !== focused && focusedIndex >= 0
      ? revealOffset(virtualizer, focusedIndex)
      : null;
  if (reveal !== null) virtualizer.scrollOffset = reveal;
  const measured = (virtualizer.scrollRect?.height ?? 0) > 0;
  useLayoutEffect(() => {
    if (!focused) revealed.current = null;
    if (!focused || revealed.current === focused || !tree) return;
    if (focusedIndex >= 0) {
      if (!measured) return;
      revealed.current = focused;
      if (reveal !== null && scrollElement) scrollElement.scrollTop = reveal;
      return;
    }
    if (query) return;
    const state = store.getState();
    const closed = tree.ancestors(focused).filter((id) => !state.expanded.has(id));
    if (closed.length) state.setExpanded(closed, true);
  }, [focused, focusedIndex, reveal, measured, scrollElement, tree, query, store]);

  const onSelect = useCallback(
    (id: string, additive: boolean) => store.getState().select(id, additive),
    [store],
  );
  const onToggle = useCallback((id: string) => store.getState().toggleExpanded(id), [store]);
  const iconOf = useCallback((elementType: string) => registry.get(elementType)?.icon, [registry]);

  if (rows.length === 0)
    return (
      <p className="px-4 py-6 text-center text-xs text-neutral-400">
        {query ? 'No element matches' : 'This page is empty'}
      </p>
    );
  // The rows in view lie in the normal flow, below one offset: a row inserted or removed above
  // others moves them without rendering them again.
  const items = virtualizer.getVirtualItems();
  return (
    <DragArea readOnly={readOnly} style={{ height: virtualizer.getTotalSize() }}>
      <div style={{ transform: `translateY(${items[0]?.start ?? 0}px)` }}>
        {items.map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          return (
            <OutlinerRow
              key={row.id}
              id={row.id}
              depth={row.depth}
              hasChildren={row.hasChildren}
              expanded={row.expanded}
              element={tree?.element(row.id) ?? null}
              readOnly={readOnly}
              iconOf={iconOf}
              onSelect={onSelect}
              onToggle={onToggle}
              onRename={actions.rename}
              onVisibility={actions.setVisibility}
            />
          );
        })}
      </div>
    </DragArea>
  );
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
  const start = index * ROW_HEIGHT;
  const end = start + ROW_HEIGHT;
  if (start < offset) return start;
  if (end > offset + size) return Math.max(end - size, 0);
  return null;
}

/**
 * The rows' box, @dnd-kit's one draggable: a press on a row that moves 4 px drags that row (or the
 * selection it is part of). It is the box inside the scrolling list, not the list itself, so
 * @dnd-kit scrolls the list while the pointer is near its edges.
 */
function DragArea({
  readOnly,
  style,
  children,
}: {
  readOnly: boolean;
  style: CSSProperties;
  children: ReactNode;
}) {
  const { setNodeRef, listeners } = useDraggable({ id: OUTLINER_DRAG_ID, disabled: readOnly });
  return (
    <div ref={setNodeRef} {...listeners} style={style} className="relative w-full">
      {children}
    </div>
  );
}
