// Duplicates an element with all its descendants (new ids) right after the original.
import type * as Y from 'yjs';
import {
  containerChildren,
  elementParent,
  getElement,
  getPage,
  indexOfId,
  pageElements,
  subtreeIds,
} from '../document/access.ts';
import { elementToY } from '../document/build.ts';
import { cloneSubtree } from '../document/clone-subtree.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import type { Element } from '../schema/element.ts';
import { transact } from './transact.ts';

export interface DuplicateElementArgs {
  pageId: string;
  elementId: string;
}

/** Returns the copy's id. */
export function duplicateElement(
  doc: Y.Doc,
  args: DuplicateElementArgs,
  origin: unknown = LOCAL_ORIGIN,
): string {
  const page = getPage(doc, args.pageId);
  const parent = elementParent(getElement(page, args.elementId));
  const elements = pageElements(page);
  const originals: Record<string, Element> = {};
  for (const id of subtreeIds(page, args.elementId)) originals[id] = elements.get(id)!.toJSON() as Element;
  const copy = cloneSubtree(originals, args.elementId, parent);
  return transact(doc, origin, () => {
    for (const element of copy.elements) elements.set(element.id, elementToY(element));
    const siblings = containerChildren(page, parent);
    const index = indexOfId(siblings, args.elementId);
    siblings.insert(index < 0 ? siblings.length : index + 1, [copy.rootId]);
    return copy.rootId;
  });
}
