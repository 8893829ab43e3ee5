// The project's pages as the toolbar and outliner need them: the ordered list of page ids (by each
// page's `order`, then id — the same order on every replica) and one page's Y.Map.
import type * as Y from 'yjs';
import { useYMapKey, useYSelector } from '../doc/use-y.ts';
import { asYMap } from '../doc/y-read.ts';
import { useSession } from './session.tsx';

export const PROJECT_ROOT = 'project';

export function projectRoot(doc: Y.Doc): Y.Map<unknown> {
  return doc.getMap(PROJECT_ROOT);
}

export function usePagesMap(): Y.Map<unknown> | null {
  const root = projectRoot(useSession().doc);
  return asYMap(useYMapKey(root, 'pages'));
}

/** Page ids in display order. */
export function pageIds(pages: Y.Map<unknown> | null): string[] {
  if (!pages) return [];
  const entries: { id: string; order: number }[] = [];
  pages.forEach((value, id) => {
    const order = asYMap(value)?.get('order');
    entries.push({ id, order: typeof order === 'number' ? order : 0 });
  });
  entries.sort((a, b) => a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return entries.map((entry) => entry.id);
}

/** Re-renders when a page is added, removed or reordered (observes the pages' order keys too). */
export function usePageIds(): string[] {
  const pages = usePagesMap();
  return useYSelector(pages, pageIds, { deep: true });
}

export function usePage(pageId: string | null): Y.Map<unknown> | null {
  const pages = usePagesMap();
  return useYSelector(pages, (map) => (pageId ? asYMap(map?.get(pageId)) : null));
}
