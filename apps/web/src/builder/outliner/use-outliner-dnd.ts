// Drag and drop in the outliner (SPEC §4): the pointer's place on the row under it picks the drop
// position — upper 25 % top, lower 25 % bottom, otherwise over (reparent). Dropping over an element
// of the dragged element's own subtree is refused, and hovering a valid collapsed target for 750 ms
// expands it. Dropping on another page of the page list moves the elements to that page.
import {
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useCallback, useEffect, useRef } from 'react';
import { dropPosition } from '@vitrine/core';
import { LIMITS } from '../constants.ts';
import type { PageTree } from '../doc/page-tree.ts';
import { dropIndicator, pageDropIndicator, type DropTarget } from './drop-indicator.ts';

interface Options {
  tree: PageTree | null;
  selectedIds: () => readonly string[];
  isExpanded: (id: string) => boolean;
  expand: (id: string) => void;
  onDrop: (ids: string[], target: DropTarget) => void;
  /** The page open in the builder: a drop on its own row means nothing. */
  currentPageId: () => string | null;
  onDropOnPage: (ids: string[], pageId: string) => void;
}

/**
 * One object for every render: @dnd-kit memoises its sensors on it, and new sensors give every row's
 * draggable a new context, so each render of the outliner would render all its rows again.
 */
const POINTER_OPTIONS = { activationConstraint: { distance: 4 } };

/** The page row (data-page-drop) under the pointer, if any. */
function pageUnder(x: number, y: number): string | null {
  const hit = document.elementFromPoint(x, y);
  return hit?.closest<HTMLElement>('[data-page-drop]')?.dataset.pageDrop ?? null;
}

function pointer(event: DragMoveEvent): { x: number; y: number } | null {
  const start = event.activatorEvent;
  if (start instanceof PointerEvent || start instanceof MouseEvent)
    return { x: start.clientX + event.delta.x, y: start.clientY + event.delta.y };
  if (typeof TouchEvent !== 'undefined' && start instanceof TouchEvent) {
    const touch = start.touches[0];
    return touch ? { x: touch.clientX + event.delta.x, y: touch.clientY + event.delta.y } : null;
  }
  return null;
}

export function useOutlinerDnd({
  tree,
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
  useEffect(() => clearHoverTimer, [clearHoverTimer]);

  const onDragStart = useCallback(
    (event: DragStartEvent) => {
      const id = String(event.active.id);
      const selection = selectedIds();
      // Dragging a selected row drags the whole selection; another row drags alone.
      dragged.current = selection.includes(id) ? [...selection] : [id];
      forbidden.current = new Set(dragged.current.flatMap((draggedId) => tree?.subtree(draggedId) ?? []));
    },
    [selectedIds, tree],
  );

  const onDragMove = useCallback(
    (event: DragMoveEvent) => {
      const over = event.over;
      const at = pointer(event);
      const page = at ? pageUnder(at.x, at.y) : null;
      pageDropIndicator.set(page && page !== currentPageId() ? page : null);
      const y = at?.y ?? null;
      if (!over || y === null || page) {
        dropIndicator.set(null);
        clearHoverTimer();
        return;
      }
      const id = String(over.id);
      const position = dropPosition(y - over.rect.top, over.rect.height);
      if (forbidden.current.has(id)) {
        dropIndicator.set(null);
        clearHoverTimer();
        return;
      }
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
    [clearHoverTimer, expand, isExpanded, tree, currentPageId],
  );

  const finish = useCallback(
    (commit: boolean) => (_event: DragEndEvent) => {
      const target = dropIndicator.get();
      const page = pageDropIndicator.get();
      dropIndicator.set(null);
      pageDropIndicator.set(null);
      clearHoverTimer();
      const ids = dragged.current;
      dragged.current = [];
      if (!commit || !ids.length) return;
      if (page) onDropOnPage(ids, page);
      else if (target) onDrop(ids, target);
    },
    [clearHoverTimer, onDrop, onDropOnPage],
  );

  return {
    sensors,
    onDragStart,
    onDragMove,
    onDragEnd: finish(true),
    onDragCancel: finish(false),
  };
}
