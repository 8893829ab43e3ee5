// What the dashboard's two sortable lists (its sections, the Recent Projects cards) share: a pointer
// that must travel a little before a drag starts, the keyboard (Space/Enter, arrows), and screen reader
// announcements that name items by their titles rather than their ids.
import {
  KeyboardCode,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type KeyboardCoordinateGetter,
  type ScreenReaderInstructions,
  type Translate,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useMemo } from 'react';
import { DASHBOARD_TEXTS } from '../../components/dashboard/texts.ts';

/** Pixels a pointer moves on a handle before it counts as a drag. */
const DRAG_START_DISTANCE_PX = 4;
const POINTER_OPTIONS = { activationConstraint: { distance: DRAG_START_DISTANCE_PX } };

// dnd-kit memoises each sensor on its options object: the same objects every render keep the sensors,
// and with them every sortable item's context, unchanged, so a render of the list does not render
// every item again.
export function useDashboardSensors(
  coordinateGetter: KeyboardCoordinateGetter = sortableKeyboardCoordinates,
) {
  const keyboardOptions = useMemo(() => ({ coordinateGetter }), [coordinateGetter]);
  return useSensors(useSensor(PointerSensor, POINTER_OPTIONS), useSensor(KeyboardSensor, keyboardOptions));
}

/**
 * Arrow keys for a vertical list whose items differ a lot in height (the sections): each press puts
 * the dragged item's centre on the centre of the nearest item above or below, so closestCenter finds
 * exactly that item. dnd-kit's own getter lines up top edges, after which a tall item's centre can
 * stay nearer its own place than the one it was moved onto, and the move would be lost.
 */
export const verticalKeyboardCoordinates: KeyboardCoordinateGetter = (
  event,
  { currentCoordinates, context: { active, collisionRect, droppableRects, droppableContainers } },
) => {
  const direction = event.code === KeyboardCode.Up ? -1 : event.code === KeyboardCode.Down ? 1 : 0;
  if (direction === 0) return undefined;
  event.preventDefault();
  if (!active || !collisionRect) return undefined;
  const centre = collisionRect.top + collisionRect.height / 2;
  let nearest: number | null = null;
  for (const container of droppableContainers.getEnabled()) {
    const rect = droppableRects.get(container.id);
    if (!rect) continue;
    const distance = (rect.top + rect.height / 2 - centre) * direction;
    if (distance > 1 && (nearest === null || distance < nearest)) nearest = distance;
  }
  return nearest === null
    ? undefined
    : { x: currentCoordinates.x, y: currentCoordinates.y + nearest * direction };
};

export const screenReaderInstructions: ScreenReaderInstructions = {
  draggable: DASHBOARD_TEXTS.dragInstructions,
};

export function announcementsFor(labelOf: (id: UniqueIdentifier) => string): Announcements {
  return {
    onDragStart: ({ active }) => DASHBOARD_TEXTS.pickedUp(labelOf(active.id)),
    // Over its own place (right after the pick-up, too) says nothing new.
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id
        ? DASHBOARD_TEXTS.movedOver(labelOf(active.id), labelOf(over.id))
        : undefined,
    onDragEnd: ({ active, over }) =>
      over && over.id !== active.id
        ? DASHBOARD_TEXTS.dropped(labelOf(active.id), labelOf(over.id))
        : DASHBOARD_TEXTS.droppedInPlace(labelOf(active.id)),
    onDragCancel: ({ active }) => DASHBOARD_TEXTS.dragCancelled(labelOf(active.id)),
  };
}

/** The ids in their new order after a drop of `activeId` on `overId`; null when nothing moved. */
export function reorderedIds<T extends UniqueIdentifier>(
  ids: readonly T[],
  activeId: UniqueIdentifier,
  overId: UniqueIdentifier | undefined,
): T[] | null {
  if (overId === undefined || overId === activeId) return null;
  const from = ids.indexOf(activeId as T);
  const to = ids.indexOf(overId as T);
  if (from < 0 || to < 0) return null;
  const next = [...ids];
  next.splice(to, 0, ...next.splice(from, 1));
  return next;
}

/** A sortable item's offset while it or its neighbours move (no scaling: items keep their size). */
export const translateOf = (transform: Translate | null) =>
  transform ? `translate3d(${Math.round(transform.x)}px, ${Math.round(transform.y)}px, 0)` : undefined;
