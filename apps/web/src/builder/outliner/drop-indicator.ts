// The state of a drag in the outliner, shared by the drag handlers and the rows (and the page list's
// rows, for a drop on another page): where the dragged rows would land, the page row under the
// pointer, and the rows being dragged. Each row reads only its own part, so moving the pointer
// re-renders at most two rows.
import type { DropPosition } from '@vitrine/core';
import { sharedValue, useSharedValue } from '../state/shared-value.ts';

export interface DropTarget {
  id: string;
  position: DropPosition;
}

export const dropIndicator = sharedValue<DropTarget | null>(
  null,
  (a, b) => a?.id === b?.id && a?.position === b?.position,
);

export function useDropIndicator(id: string): DropPosition | null {
  return useSharedValue(dropIndicator, (target) => (target?.id === id ? target.position : null), null);
}

/** The page row a dragged outliner row hovers (a drop moves the elements to that page). */
export const pageDropIndicator = sharedValue<string | null>(null, Object.is);

export function usePageDropIndicator(pageId: string): boolean {
  return useSharedValue(pageDropIndicator, (target) => target === pageId, false);
}

/** The rows being dragged (shown faded while the drag lasts). */
export const draggedRows = sharedValue<readonly string[]>(
  [],
  (a, b) => a === b || (a.length === 0 && b.length === 0),
);

export function useIsDragged(id: string): boolean {
  return useSharedValue(draggedRows, (ids) => ids.includes(id), false);
}
