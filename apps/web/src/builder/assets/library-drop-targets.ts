// Where a keyboard drag in the library can go, in reading order: the folders of the breadcrumb above
// the grid (the root first, the open folder itself left out), then the folders shown in the grid.
// Only folders take drops, and only those the dragged selection may go into (core's canDropAssets:
// not into itself, nor into a folder inside the selection). Pure, so it is tested without a browser.
import { breadcrumbItems, BREADCRUMB_LABELS, isFolder, type Asset } from '@vitrine/core';

/** One open folder of the breadcrumb's path, the root excluded. */
export interface FolderStep {
  id: string;
  name: string;
}

export interface FolderTarget {
  /** The folder, or null for the library root. */
  folderId: string | null;
  name: string;
}

/**
 * The targets, and `origin`: how many of them come before the card the drag started from (the first
 * arrow press goes to the nearest one after, or before, it).
 */
export function libraryDropTargets(
  path: readonly FolderStep[],
  items: readonly Asset[],
  draggedId: string,
  accepts: (folderId: string | null) => boolean,
): { targets: FolderTarget[]; origin: number } {
  const open = path.at(-1)?.id ?? null;
  const targets: FolderTarget[] = [];
  for (const item of breadcrumbItems([...path])) {
    if (item.kind === 'ellipsis') continue;
    const target =
      item.kind === 'root'
        ? { folderId: null, name: BREADCRUMB_LABELS.root }
        : { folderId: item.id, name: item.name };
    if (target.folderId !== open && accepts(target.folderId)) targets.push(target);
  }
  let origin = targets.length;
  for (const item of items) {
    if (item.id === draggedId) origin = targets.length;
    if (isFolder(item) && item.id !== draggedId && accepts(item.id))
      targets.push({ folderId: item.id, name: item.name });
  }
  return { targets, origin };
}

/**
 * The index one arrow press moves to in a list of `count` places from `at` (-1: none chosen yet,
 * then the first press goes from `origin`), staying put at the ends; -1 when there is no place.
 */
export function stepThrough(count: number, at: number, origin: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (at >= 0) return Math.min(Math.max(at + step, 0), count - 1);
  return step > 0 ? Math.min(origin, count - 1) : Math.max(origin - 1, 0);
}
