// Removes elements together with their descendants.
import type * as Y from 'yjs';
import {
  containerChildren,
  elementParent,
  getPage,
  pageElements,
  removeId,
  subtreeIds,
} from '../document/access.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import { transact } from './transact.ts';

export interface RemoveElementsArgs {
  pageId: string;
  elementIds: string[];
}

/** Returns the ids removed (the elements and their descendants); unknown ids are ignored. */
export function removeElements(
  doc: Y.Doc,
  args: RemoveElementsArgs,
  origin: unknown = LOCAL_ORIGIN,
): string[] {
  const page = getPage(doc, args.pageId);
  const elements = pageElements(page);
  const targets = args.elementIds.filter((id) => elements.has(id));
  if (targets.length === 0) return [];
  return transact(doc, origin, () => {
    const removed: string[] = [];
    for (const id of targets) {
      const element = elements.get(id);
      if (!element) continue; // already removed as a descendant of an earlier target
      const parent = elementParent(element);
      const parentExists = parent === null || elements.has(parent);
      if (parentExists) removeId(containerChildren(page, parent), id);
      for (const descendant of subtreeIds(page, id)) {
        elements.delete(descendant);
        removed.push(descendant);
      }
    }
    return removed;
  });
}
