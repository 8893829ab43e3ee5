// Where a dragged outliner row would land, shared by the drag handlers and the rows (and the page
// list's rows, for a drop on another page). Each row reads only its own state so moving the pointer
// re-renders at most two rows.
import type { DropPosition } from '@vitrine/core';
import { useSyncExternalStore } from 'react';

export interface DropTarget {
  id: string;
  position: DropPosition;
}

let current: DropTarget | null = null;
const listeners = new Set<() => void>();

export const dropIndicator = {
  get: () => current,
  set(next: DropTarget | null) {
    if (current?.id === next?.id && current?.position === next?.position) return;
    current = next;
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useDropIndicator(id: string): DropPosition | null {
  return useSyncExternalStore(
    dropIndicator.subscribe,
    () => (current?.id === id ? current.position : null),
    () => null,
  );
}

// The page row a dragged outliner row hovers (a drop moves the elements to that page).
let pageTarget: string | null = null;
const pageListeners = new Set<() => void>();

export const pageDropIndicator = {
  get: () => pageTarget,
  set(next: string | null) {
    if (pageTarget === next) return;
    pageTarget = next;
    pageListeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    pageListeners.add(listener);
    return () => pageListeners.delete(listener);
  },
};

export function usePageDropIndicator(pageId: string): boolean {
  return useSyncExternalStore(
    pageDropIndicator.subscribe,
    () => pageTarget === pageId,
    () => false,
  );
}

// The rows being dragged (shown faded while the drag lasts).
let dragged: readonly string[] = [];
const draggedListeners = new Set<() => void>();

export const draggedRows = {
  set(ids: readonly string[]) {
    if (ids.length === 0 && dragged.length === 0) return;
    dragged = ids;
    draggedListeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    draggedListeners.add(listener);
    return () => draggedListeners.delete(listener);
  },
};

export function useIsDragged(id: string): boolean {
  return useSyncExternalStore(
    draggedRows.subscribe,
    () => dragged.includes(id),
    () => false,
  );
}
