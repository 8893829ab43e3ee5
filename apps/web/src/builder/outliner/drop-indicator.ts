// The state of a drag in the outliner, shared by the drag handlers and the rows (and the page list's
// rows, for a drop on another page): where the dragged rows would land, the page row under the
// pointer, and the rows being dragged. Each row reads only its own part, so moving the pointer
// re-renders at most two rows.
import type { DropPosition } from '@vitrine/core';
import { useSyncExternalStore } from 'react';

export interface DropTarget {
  id: string;
  position: DropPosition;
}

/** A value outside React; `same` tells which changes are none. */
function dragState<T>(initial: T, same: (a: T, b: T) => boolean) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: T) {
      if (same(value, next)) return;
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The part of a drag state one component shows. */
function useDragState<T, Part>(
  state: ReturnType<typeof dragState<T>>,
  part: (value: T) => Part,
  initial: Part,
): Part {
  return useSyncExternalStore(
    state.subscribe,
    () => part(state.get()),
    () => initial,
  );
}

export const dropIndicator = dragState<DropTarget | null>(
  null,
  (a, b) => a?.id === b?.id && a?.position === b?.position,
);

export function useDropIndicator(id: string): DropPosition | null {
  return useDragState(dropIndicator, (target) => (target?.id === id ? target.position : null), null);
}

/** The page row a dragged outliner row hovers (a drop moves the elements to that page). */
export const pageDropIndicator = dragState<string | null>(null, Object.is);

export function usePageDropIndicator(pageId: string): boolean {
  return useDragState(pageDropIndicator, (target) => target === pageId, false);
}

/** The rows being dragged (shown faded while the drag lasts). */
export const draggedRows = dragState<readonly string[]>(
  [],
  (a, b) => a === b || (a.length === 0 && b.length === 0),
);

export function useIsDragged(id: string): boolean {
  return useDragState(draggedRows, (ids) => ids.includes(id), false);
}
