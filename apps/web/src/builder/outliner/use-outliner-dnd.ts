// Drag and drop in the outliner (SPEC §4): the pointer's place on the row under it picks the drop
// position — upper 25 % top, lower 25 % bottom, otherwise over (reparent). Dropping over an element
// of the dragged element's own subtree is refused, and hovering a valid collapsed target for 750 ms
// expands it. Dropping on another page of the page list moves the elements to that page.
//
// @dnd-kit tracks the pointer, its 4 px threshold and the list's scrolling near its edges, with the
// rows' box as its only draggable (outliner.tsx); the row pressed and the row under the pointer are
// read from the page itself, so no row registers with @dnd-kit or is measured. By keyboard, Space on
// a row picks up the selection and the arrows walk the same places (use-keyboard-drop.ts).
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
import { PlainKeyboardSensor } from '../shortcuts/keyboard-drag.ts';
import { draggedRows, dropIndicator, pageDropIndicator, type DropTarget } from './drop-indicator.ts';
import { OUTLINER_TEXTS } from './texts.ts';
import type { DragState, OutlinerDndOptions } from './dnd-options.ts';
import { useKeyboardDrop } from './use-keyboard-drop.ts';

/** @dnd-kit's id for the outliner's rows box. */
export const OUTLINER_DRAG_ID = 'outliner-rows';

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

export function useOutlinerDnd(options: OutlinerDndOptions) {
  const latest = useRef(options);
  latest.current = options;
  const drag = useRef<DragState>({ ids: [], forbidden: new Set(), origin: -1, keyboard: false });
  const hoverTimer = useRef<{ id: string; timer: number } | null>(null);
  /** What the end of the last drag said (announced once @dnd-kit reports the end). */
  const outcome = useRef('');

  const clearHoverTimer = useCallback(() => {
    if (hoverTimer.current) window.clearTimeout(hoverTimer.current.timer);
    hoverTimer.current = null;
  }, []);

  /**
   * Shows the drop place, and opens a closed target the pointer holds over for the hover delay
   * (SPEC §4). By keyboard, right opens it at once: rows appearing on their own while a key user
   * listens to where they are would move the places they walk.
   */
  const showTarget = useCallback(
    (target: DropTarget | null, hold = true) => {
      dropIndicator.set(target);
      const { tree, isExpanded, setExpanded } = latest.current;
      const id = hold && target?.position === 'over' ? target.id : null;
      const expandable = id !== null && (tree?.read().children.get(id)?.length ?? 0) > 0;
      if (!id || !expandable || isExpanded(id)) {
        clearHoverTimer();
        return;
      }
      if (hoverTimer.current?.id === id) return;
      clearHoverTimer();
      hoverTimer.current = {
        id,
        timer: window.setTimeout(() => {
          hoverTimer.current = null;
          setExpanded(id, true);
        }, LIMITS.dragHoverExpandMs),
      };
    },
    [clearHoverTimer],
  );

  const keyboard = useKeyboardDrop({ drag, latest, showTarget });
  const sensors = useSensors(
    useSensor(PointerSensor, POINTER_OPTIONS),
    useSensor(PlainKeyboardSensor, keyboard.sensorOptions),
  );

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

  const accessibility = useMemo(() => {
    const what = () => OUTLINER_TEXTS.dragged(drag.current.ids.map((id) => latest.current.label(id)));
    const announcements: Announcements = {
      onDragStart: () => (drag.current.ids.length ? OUTLINER_TEXTS.pickedUp(what()) : undefined),
      onDragMove: () => (drag.current.ids.length ? keyboard.describe() : undefined),
      onDragOver: () => undefined,
      onDragEnd: () => outcome.current || undefined,
      onDragCancel: () => outcome.current || undefined,
    };
    return {
      announcements,
      screenReaderInstructions: { draggable: OUTLINER_TEXTS.instructions },
      // The moved rows take the focus (onKeyboardDrop), wherever they went.
      restoreFocus: false,
    };
  }, [keyboard]);

  const onDragStart = useCallback(
    (event: DragStartEvent) => {
      const row = rowOf(event.activatorEvent?.target ?? null);
      const id = row?.dataset.elementRow;
      const { tree, selectedIds, rows } = latest.current;
      // A press outside the rows, or on a row whose label is being edited, drags nothing.
      if (!id || row.querySelector('input')) {
        drag.current = { ids: [], forbidden: new Set(), origin: -1, keyboard: false };
        return;
      }
      const selection = selectedIds();
      // Dragging a selected row drags the whole selection; another row drags alone.
      const ids = selection.includes(id) ? [...selection] : [id];
      const keyboardDrag = event.activatorEvent instanceof KeyboardEvent;
      drag.current = {
        ids,
        forbidden: new Set(ids.flatMap((draggedId) => tree?.subtree(draggedId) ?? [])),
        origin: rows().findIndex((shown) => shown.id === id),
        keyboard: keyboardDrag,
      };
      outcome.current = '';
      if (!keyboardDrag) {
        at.current = clientPoint(event.activatorEvent);
        window.addEventListener('pointermove', follow, true);
      }
      draggedRows.set(ids);
    },
    [follow],
  );

  // Called as the pointer moves and as the list scrolls under it; by keyboard, the arrows have
  // chosen the place already.
  const onDragMove = useCallback(
    (_event: DragMoveEvent) => {
      if (!drag.current.ids.length || drag.current.keyboard) return;
      const { area, currentPageId } = latest.current;
      const point = at.current;
      const page = point ? pageUnder(point.x, point.y) : null;
      pageDropIndicator.set(page && page !== currentPageId() ? page : null);
      const hit = point && !page ? document.elementFromPoint(point.x, point.y) : null;
      const row = hit && area?.contains(hit) ? rowOf(hit) : null;
      const id = row?.dataset.elementRow;
      if (!point || !row || !id || drag.current.forbidden.has(id)) {
        showTarget(null);
        return;
      }
      const rect = row.getBoundingClientRect();
      showTarget({ id, position: dropPosition(point.y - rect.top, rect.height) });
    },
    [showTarget],
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
      const { ids, keyboard: byKeyboard } = drag.current;
      drag.current = { ids: [], forbidden: new Set(), origin: -1, keyboard: false };
      if (!ids.length) return;
      const { label, pageLabel, onDrop, onDropOnPage, onKeyboardDrop } = latest.current;
      const what = OUTLINER_TEXTS.dragged(ids.map(label));
      if (!commit) outcome.current = OUTLINER_TEXTS.cancelled(what);
      else if (page) outcome.current = OUTLINER_TEXTS.movedToPage(what, pageLabel(page));
      else if (target) outcome.current = OUTLINER_TEXTS.moved(what, target.position, label(target.id));
      else outcome.current = OUTLINER_TEXTS.stays(what);
      if (commit && page) onDropOnPage(ids, page);
      else if (commit && target) onDrop(ids, target);
      if (byKeyboard && !(commit && page)) onKeyboardDrop(ids);
    },
    [clearHoverTimer, stopFollowing],
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
