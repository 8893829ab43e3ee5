// The project's pages as the toolbar and outliner need them: the ordered list of page ids (by each
// page's `order`, then id — the same order on every replica) and one page's Y.Map.
import { asYMap, pageIdsInOrder, projectMap } from '@vitrine/core';
import type * as Y from 'yjs';
import { useYMapKey, useYSelector } from '../doc/use-y.ts';
import { useSession } from './session.tsx';

export function usePagesMap(): Y.Map<unknown> | null {
  const root = projectMap(useSession().doc);
  return asYMap(useYMapKey(root, 'pages'));
}

/** Re-renders when a page is added, removed or reordered (observes the pages' order keys too). */
export function usePageIds(): string[] {
  const pages = usePagesMap();
  return useYSelector(pages, pageIdsInOrder, { deep: true });
}

export function usePage(pageId: string | null): Y.Map<unknown> | null {
  const pages = usePagesMap();
  return useYSelector(pages, (map) => (pageId ? asYMap(map?.get(pageId)) : null));
}
