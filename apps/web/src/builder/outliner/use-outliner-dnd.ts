// Drag and drop in the outliner (SPEC §4): the pointer's place on the row under it picks the drop
// position — upper 25 % top, lower 25 % bottom, otherwise over (reparent). Dropping over an element
// of the dragged element's own subtree is refused, and hovering a valid collapsed target for 750 ms
// expands it. Dropping on another page of the page list moves the elements to that page.
//
// @dnd-kit tracks the pointer, its 4 px threshold and the list's scrolling near its edges, with the
// rows' box as its only draggable (outliner.tsx); the row pressed and the row under the pointer are
// read from the page itself, so no row registers with @dnd-kit or is measured.
import {
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { dropPosition } from '@vitrine/core';
import { LIMITS } from '../constants.ts';
import type { PageTree } from '../doc/page-tree.ts';
import { draggedRows, dropIndicator, pageDropIndicator, type DropTarget } from './drop-indicator.ts';

/** @dnd-kit's id for the outliner's rows box. */
export const OUTLINER_DRAG_ID = 'outliner-rows';

interface Options {
  tree: PageTree | null;
  /** The outliner's scrolling list: only its rows are drop targets. */
  area: HTMLElement | null;
  selectedIds: () => readonly string[];
  isExpanded: (id: string) => boolean;
  expand: (id: string) => void;
  onDrop: (ids: string[], target: DropTarget) => void;
  /** The page open in the builder: a drop on its own row means nothing. */
  currentPageId: () => string | null;
  onDropOnPage: (ids: string[], pageId: string) => void;
}

/** One object for every render: @dnd-kit memoises its sensors on it. */
const POINTER_OPTIONS = { activationConstraint: { distance: 4 } };

/** The outliner row (data-element-row) at or around `target`, if any. */
function rowOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>('[data-element-row]') : null;
}

/** The page row (data-page-drop) under the pointer, if any. */
function pageUnder(x: number, y: number): string | null {
  const hit = document.elementFromPoint(x, y);
  return hit?.closest<HTMLElement>('[data-page-drop]')?.dataset.pageDrop ?? null;
}

/** Where a pointer event (or its first touch) is in the viewport. */
function clientPoint(event: Event | null): { x: number; y: number } | null {
  if (event instanceof PointerEvent || event instanceof MouseEvent)
    return { x: event.clientX, y: event.clientY };
  if (typeof TouchEvent !== 'undefined' && event instanceof TouchEvent) {
    const touch = event.touches[0];
    return touch ? { x: touch.clientX, y: touch.clientY } : null;
  }
  return null;
}

/** What a screen reader hears of a drag (@dnd-kit's own words name its draggable's id). */
function announcementsFor(count: () => number): Announcements {
  return {
    onDragStart: () =>
      count() ? `Dragging ${count() === 1 ? 'one element' : `${count()} elements`}.` : undefined,
    onDragOver: () => undefined,
    onDragEnd: () => (count() ? 'Dropped.' : undefined),
    onDragCancel: () => (count() ? 'Drag cancelled.' : undefined),
  };
}

export function useOutlinerDnd({
  tree,
  area,
  selectedIds,
  isExpanded,
  expand,
  onDrop,
  currentPageId,
  onDropOnPage,
}: Options) {
  const sensors = useSensors(useSensor(PointerSensor, POINTER_OPTIONS));
  const dragged = useRef<string[]>([]);
  const forbidden = useRef<Set<string>>(new Set());
  const hoverTimer = useRef<{ id: string; timer: number } | null>(null);

  const clearHoverTimer = useCallback(() => {
    if (hoverTimer.current) window.clearTimeout(hoverTimer.current.timer);
    hoverTimer.current = null;
  }, []);

  // The pointer, followed from the page: @dnd-kit's delta adds the list's scrolling since the drag
  // started to the pointer's travel, and the drop target is the row under the pointer.
  const at = useRef<{ x: number; y: number } | null>(null);
  const follow = useCallback((event: PointerEvent) => {
    at.current = { x: event.clientX, y: event.clientY };
  }, []);
  const stopFollowing = useCallback(() => {
    window.removeEventListener('pointermove', follow, true);
    at.current = null;
  }, [follow]);
  useEffect(
    () => () => {
      clearHoverTimer();
      stopFollowing();
    },
    [clearHoverTimer, stopFollowing],
  );

  const draggedCount = useRef(0);
  const accessibility = useMemo(() => ({ announcements: announcementsFor(() => draggedCount.current) }), []);

  const onDragStart = useCallback(
    (event: DragStartEvent) => {
      const row = rowOf(event.activatorEvent?.target ?? null);
      const id = row?.dataset.elementRow;
      // A press outside the rows, or on a row whose label is being edited, drags nothing.
      if (!id || row.querySelector('input')) {
        dragged.current = [];
        draggedCount.current = 0;
        forbidden.current = new Set();
        return;
      }
      const selection = selectedIds();
      // Dragging a selected row drags the whole selection; another row drags alone.
      dragged.current = selection.includes(id) ? [...selection] : [id];
      draggedCount.current = dragged.current.length;
      at.current = clientPoint(event.activatorEvent);
      window.addEventListener('pointermove', follow, true);
      forbidden.current = new Set(dragged.current.flatMap((draggedId) => tree?.subtree(draggedId) ?? []));
      draggedRows.set(dragged.current);
    },
    [follow, selectedIds, tree],
  );

  // Called as the pointer moves and as the list scrolls under it.
  const onDragMove = useCallback(
    (_event: DragMoveEvent) => {
      if (!dragged.current.length) return;
      const point = at.current;
      const page = point ? pageUnder(point.x, point.y) : null;
      pageDropIndicator.set(page && page !== currentPageId() ? page : null);
      const hit = point && !page ? document.elementFromPoint(point.x, point.y) : null;
      const row = hit && area?.contains(hit) ? rowOf(hit) : null;
      const id = row?.dataset.elementRow;
      if (!point || !row || !id || forbidden.current.has(id)) {
        dropIndicator.set(null);
        clearHoverTimer();
        return;
      }
      const rect = row.getBoundingClientRect();
      const position = dropPosition(point.y - rect.top, rect.height);
      dropIndicator.set({ id, position });
      const expandable = position === 'over' && (tree?.read().children.get(id)?.length ?? 0) > 0;
      if (!expandable || isExpanded(id)) {
        clearHoverTimer();
        return;
      }
      if (hoverTimer.current?.id === id) return;
      clearHoverTimer();
      hoverTimer.current = {
        id,
        timer: window.setTimeout(() => {
          hoverTimer.current = null;
          expand(id);
        }, LIMITS.dragHoverExpandMs),
      };
    },
    [area, clearHoverTimer, expand, isExpanded, tree, currentPageId],
  );

  const finish = useCallback(
    (commit: boolean) => (_event: DragEndEvent) => {
      const target = dropIndicator.get();
      const page = pageDropIndicator.get();
      dropIndicator.set(null);
      pageDropIndicator.set(null);
      draggedRows.set([]);
      clearHoverTimer();
      stopFollowing();
      const ids = dragged.current;
      dragged.current = [];
      if (!commit || !ids.length) return;
      if (page) onDropOnPage(ids, page);
      else if (target) onDrop(ids, target);
    },
    [clearHoverTimer, stopFollowing, onDrop, onDropOnPage],
  );

  return {
    sensors,
    onDragStart,
    onDragMove,
    onDragEnd: finish(true),
    onDragCancel: finish(false),
    accessibility,
  };
}
