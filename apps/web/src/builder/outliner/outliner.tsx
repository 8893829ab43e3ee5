// The element outliner (SPEC §2 "Page list and outliner"): a virtualized tree of the selected page
// with a search filter, expand/collapse, selection, visibility, in-place renaming, per-type icons,
// drag and drop (pointer and keyboard), the context menu and the WAI-ARIA tree view's keys
// (use-tree-keyboard.ts). Only the rows in view are mounted, and the flattened row list is recomputed
// only when the tree's structure, the expanded set or the search changes.
//
// Three layers, so an edit renders only what it changed: the shell (search field, drag and drop
// context, context menu) renders when the page or the search changes; the list (outliner-list.tsx)
// renders when the rows change; a row renders when its own element, flags or place change. The rows are one
// draggable area for @dnd-kit rather than a draggable and a droppable each: a drag's start and end
// change @dnd-kit's context, and every row reading it rendered again for both.
import { elementLabel } from '@vitrine/core';
import { DndContext } from '@dnd-kit/core';
import { IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useId, useRef, useState, type KeyboardEvent } from 'react';
import { moveToPage, pageLabel } from '../actions/element-clipboard.ts';
import { useElementActions } from '../actions/use-element-actions.ts';
import { useSession } from '../state/session.tsx';
import { useCurrentPageTree } from '../state/use-page-tree.ts';
import { OutlinerContextMenu } from './outliner-context-menu.tsx';
import { OutlinerList, scrollToShow } from './outliner-list.tsx';
import { OUTLINER_TEXTS } from './texts.ts';
import { requestRowFocus } from './row-state.ts';
import { useOutlinerDnd } from './use-outliner-dnd.ts';
import type { OutlineRow } from './visible-rows.ts';

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
  const shownRows = useRef<readonly OutlineRow[]>([]);
  const [empty, setEmpty] = useState(false);
  const instructionsId = useId();

  const dnd = useOutlinerDnd({
    tree,
    area: scrollElement,
    rows: () => shownRows.current,
    label: (id) => elementLabel(tree?.element(id) ?? null),
    scrollToRow: (index) => {
      if (!scrollElement) return;
      const top = scrollToShow(scrollElement.scrollTop, scrollElement.clientHeight, index);
      if (top !== null) scrollElement.scrollTop = top;
    },
    selectedIds: () => store.getState().selectedIds,
    isExpanded: (id) => store.getState().expanded.has(id),
    setExpanded: (id, expanded) => store.getState().setExpanded([id], expanded),
    onDrop: actions.move,
    onKeyboardDrop: (ids) => {
      const last = ids.at(-1);
      store.getState().selectOnly(ids);
      if (last) requestRowFocus(last);
    },
    currentPageId: () => store.getState().pageId,
    pageLabel: (pageId) => pageLabel(session, pageId),
    onDropOnPage: (ids, pageId) => moveToPage(session, ids, pageId),
  });

  // Down from the search field goes to the list, on its focused row.
  const enterList = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown') return;
    const row = scrollElement?.querySelector<HTMLElement>('[data-element-row][tabindex="0"]');
    if (!row) return;
    event.preventDefault();
    row.focus();
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <label className="mx-2 mb-1 flex items-center gap-1.5 rounded-md border border-neutral-200 bg-white px-2 focus-within:border-brand-400">
        <IconSearch size={13} className="text-neutral-500" />
        <input
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={enterList}
          placeholder={OUTLINER_TEXTS.search}
          aria-label={OUTLINER_TEXTS.search}
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
            role={empty ? undefined : 'tree'}
            aria-label={empty ? undefined : OUTLINER_TEXTS.tree}
            aria-multiselectable={empty ? undefined : true}
            aria-describedby={empty ? undefined : instructionsId}
            data-testid="outliner"
            // Rows lie in the normal flow (below): the browser must not move the scroll to keep a
            // row in place when one above it comes or goes; the list places them itself.
            className="relative min-h-0 flex-1 overflow-auto [overflow-anchor:none]"
          >
            <OutlinerList
              tree={tree}
              query={query}
              readOnly={readOnly}
              scrollElement={scrollElement}
              shownRows={shownRows}
              onEmptyChange={setEmpty}
            />
          </div>
        </OutlinerContextMenu>
      </DndContext>
      <p id={instructionsId} hidden>
        {OUTLINER_TEXTS.instructions}
      </p>
    </div>
  );
}
