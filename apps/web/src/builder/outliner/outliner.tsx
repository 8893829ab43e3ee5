// The element outliner (SPEC §2 "Page list and outliner"): a virtualized tree of the selected page
// with a search filter, expand/collapse, selection, visibility, in-place renaming, per-type icons,
// drag and drop and the context menu. Only the rows in view are mounted, and the flattened row list
// is recomputed only when the tree's structure, the expanded set or the search changes.
import { DndContext, pointerWithin } from '@dnd-kit/core';
import { IconSearch } from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { moveToPage } from '../actions/element-clipboard.ts';
import { useElementActions } from '../actions/use-element-actions.ts';
import { elementLabel } from '../doc/y-read.ts';
import { useBuilder, useSession } from '../state/session.tsx';
import { useCurrentPageTree } from '../state/use-page-tree.ts';
import { OutlinerContextMenu } from './outliner-context-menu.tsx';
import { OutlinerRow, ROW_HEIGHT } from './outliner-row.tsx';
import { useOutlinerDnd } from './use-outliner-dnd.ts';
import { visibleRows } from './visible-rows.ts';
import { useComponentRegistry } from '../registry/use-registry.ts';

const noSubscription = () => () => undefined;

export function Outliner() {
  const session = useSession();
  const { store, readOnly } = session;
  const tree = useCurrentPageTree();
  const actions = useElementActions();
  const registry = useComponentRegistry();
  const expanded = useBuilder((state) => state.expanded);
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());

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

  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    getItemKey: (index) => rows[index]?.id ?? index,
  });

  // A newly selected element (inserted, pasted, picked in the preview) is revealed: its collapsed
  // ancestors open and the list scrolls to its row. Rows changing later (a collaborator's edit)
  // leave the user's scroll alone.
  const focused = useBuilder((state) => state.selectedIds.at(-1) ?? null);
  const revealed = useRef<string | null>(null);
  useEffect(() => {
    if (!focused) revealed.current = null;
    if (!focused || revealed.current === focused || !tree) return;
    const index = rows.findIndex((row) => row.id === focused);
    if (index >= 0) {
      revealed.current = focused;
      virtualizer.scrollToIndex(index, { align: 'auto' });
      return;
    }
    if (query) return;
    const state = store.getState();
    const closed = tree.ancestors(focused).filter((id) => !state.expanded.has(id));
    if (closed.length) state.setExpanded(closed, true);
  }, [focused, rows, virtualizer, tree, query, store]);

  const onSelect = useCallback(
    (id: string, additive: boolean) => store.getState().select(id, additive),
    [store],
  );
  const onToggle = useCallback((id: string) => store.getState().toggleExpanded(id), [store]);
  const iconOf = useCallback((elementType: string) => registry.get(elementType)?.icon, [registry]);

  const dnd = useOutlinerDnd({
    tree,
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
      <OutlinerContextMenu tree={tree}>
        <div
          ref={scrollRef}
          role="tree"
          aria-label="Elements"
          data-testid="outliner"
          className="relative min-h-0 flex-1 overflow-auto"
        >
          {rows.length === 0 && (
            <p className="px-4 py-6 text-center text-xs text-neutral-400">
              {query ? 'No element matches' : 'This page is empty'}
            </p>
          )}
          {/* Drop targets are measured only while dragging (the default), rows mounted as the list
              scrolls during a drag included: measuring always re-measured every row each time a
              row mounted, a forced layout of the builder per insert, undo or scroll. */}
          <DndContext
            sensors={dnd.sensors}
            collisionDetection={pointerWithin}
            onDragStart={dnd.onDragStart}
            onDragMove={dnd.onDragMove}
            onDragEnd={dnd.onDragEnd}
            onDragCancel={dnd.onDragCancel}
          >
            <div style={{ height: virtualizer.getTotalSize() }} className="relative w-full">
              {virtualizer.getVirtualItems().map((item) => {
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
                    top={item.start}
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
          </DndContext>
        </div>
      </OutlinerContextMenu>
    </div>
  );
}
