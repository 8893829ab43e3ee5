// Duplicates the selected elements, each with all its descendants (new ids), each copy right after
// its original (SPEC §4). An element a selected ancestor carries along is copied with it, not once
// more; an id selected twice is copied once; an unknown id refuses the whole duplicate. One
// transaction, one undo step.
import type * as Y from 'yjs';
import {
  containerChildren,
  elementParent,
  getPage,
  indexOfId,
  pageElements,
  subtreeIds,
} from '../document/access.ts';
import { elementToY } from '../document/build.ts';
import { cloneSubtree, type ClonedSubtree } from '../document/clone-subtree.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import type { Element } from '../schema/element.ts';
import { selectionRoots } from './selection-roots.ts';
import { transact } from './transact.ts';

export interface DuplicateElementsArgs {
  pageId: string;
  elementIds: readonly string[];
}

/** Returns the copies' ids, in document order of their originals. */
export function duplicateElements(
  doc: Y.Doc,
  args: DuplicateElementsArgs,
  origin: unknown = LOCAL_ORIGIN,
): string[] {
  const page = getPage(doc, args.pageId);
  const roots = selectionRoots(page, args.elementIds);
  if (roots.length === 0) return [];
  const elements = pageElements(page);
  const copies = roots.map((rootId): { rootId: string; parent: string | null; copy: ClonedSubtree } => {
    const parent = elementParent(elements.get(rootId)!);
    const originals: Record<string, Element> = {};
    for (const id of subtreeIds(page, rootId)) originals[id] = elements.get(id)!.toJSON() as Element;
    return { rootId, parent, copy: cloneSubtree(originals, rootId, parent) };
  });
  return transact(doc, origin, () =>
    copies.map(({ rootId, parent, copy }) => {
      for (const element of copy.elements) elements.set(element.id, elementToY(element));
      const siblings = containerChildren(page, parent);
      const index = indexOfId(siblings, rootId);
      siblings.insert(index < 0 ? siblings.length : index + 1, [copy.rootId]);
      return copy.rootId;
    }),
  );
}
