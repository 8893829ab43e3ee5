// Wraps selected elements in a new element: allowed only when they share one parent (an element and
// its descendant never do); the wrapper takes the first selected element's place and the selected
// elements move under it in the order given, each once. An unknown id refuses the wrap.
import type * as Y from 'yjs';
import {
  containerChildren,
  elementParent,
  getElement,
  getPage,
  indexOfId,
  pageElements,
  removeId,
} from '../document/access.ts';
import { elementToY } from '../document/build.ts';
import { OperationError } from '../errors.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import { OPERATION_TEXTS } from '../texts.ts';
import { buildElement, type NewElement } from './insert-element.ts';
import { transact } from './transact.ts';

export interface WrapElementsArgs extends NewElement {
  pageId: string;
  elementIds: string[];
}

/** The shared parent of the elements (null: page root), or undefined when they cannot be wrapped. */
function sharedParent(doc: Y.Doc, pageId: string, elementIds: string[]): string | null | undefined {
  const elements = pageElements(getPage(doc, pageId));
  let parent: string | null | undefined;
  for (const id of elementIds) {
    const element = elements.get(id);
    if (!element) return undefined;
    const own = elementParent(element);
    if (parent === undefined) parent = own;
    else if (parent !== own) return undefined;
  }
  return parent;
}

/** Whether the 'Wrap in ...' action applies: at least one element, all under one parent. */
export function canWrapElements(doc: Y.Doc, args: { pageId: string; elementIds: string[] }): boolean {
  return args.elementIds.length > 0 && sharedParent(doc, args.pageId, args.elementIds) !== undefined;
}

/** Returns the wrapper's id. */
export function wrapElements(doc: Y.Doc, args: WrapElementsArgs, origin: unknown = LOCAL_ORIGIN): string {
  const page = getPage(doc, args.pageId);
  const selected = [...new Set(args.elementIds)];
  if (selected.length === 0) throw new OperationError(OPERATION_TEXTS.wrapNeedsSelection);
  for (const id of selected) getElement(page, id);
  const parent = sharedParent(doc, args.pageId, selected);
  if (parent === undefined) throw new OperationError(OPERATION_TEXTS.wrapNeedsOneParent);
  const wrapper = buildElement(args, parent);
  wrapper.children = selected;
  return transact(doc, origin, () => {
    const siblings = containerChildren(page, parent);
    const ids = siblings.toArray();
    const firstIndex = indexOfId(siblings, selected[0]!);
    // Where the first selected element sits once the selected ones before it have left.
    const before = ids.slice(0, Math.max(firstIndex, 0)).filter((id) => selected.includes(id)).length;
    for (const id of selected) removeId(siblings, id);
    const elements = pageElements(page);
    for (const id of selected) elements.get(id)!.set('parent', wrapper.id);
    elements.set(wrapper.id, elementToY(wrapper));
    const at = firstIndex < 0 ? siblings.length : Math.min(firstIndex - before, siblings.length);
    siblings.insert(at, [wrapper.id]);
    return wrapper.id;
  });
}
