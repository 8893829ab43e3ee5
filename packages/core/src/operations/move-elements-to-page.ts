// Moves elements (with their descendants) to another page: cut and paste, or a drop on a page of
// the page list. Ids stay the same unless the target page already uses one (then that element
// takes a fresh id and every reference inside the moved elements follows). Page states the moved
// elements name and the target page lacks are copied along, so their bindings and actions keep
// working. One transaction, one undo step.
import type * as Y from 'yjs';
import {
  clampIndex,
  containerChildren,
  elementParent,
  getElement,
  getPage,
  newId,
  pageElements,
  pagesMap,
  removeId,
} from '../document/access.ts';
import { elementToY } from '../document/build.ts';
import { readPage } from '../document/read-project.ts';
import { renameElementReferences } from '../document/rename-ids.ts';
import { OperationError } from '../errors.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import type { Element } from '../schema/element.ts';
import { OPERATION_TEXTS } from '../texts.ts';
import { pageStates } from './page-states.ts';
import { selectionRoots } from './selection-roots.ts';
import { transact } from './transact.ts';

export interface MoveElementsToPageArgs {
  /** The page the elements are on. */
  pageId: string;
  elementIds: string[];
  toPageId: string;
  /** An element of the target page to move them into; null or absent: the page root. */
  parentId?: string | null;
  index?: number;
}

export interface MovedToPage {
  /** The moved elements' ids on the target page, in the order they were placed. */
  rootIds: string[];
  /** Old id → new id, for elements whose id the target page already used. */
  renamed: Record<string, string>;
  /** Page states copied to the target page. */
  copiedStates: string[];
  /** Elements left on the source page that still name a moved element. */
  danglingFrom: string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function moveElementsToPage(
  doc: Y.Doc,
  args: MoveElementsToPageArgs,
  origin: unknown = LOCAL_ORIGIN,
): MovedToPage {
  const source = getPage(doc, args.pageId);
  const target = getPage(doc, args.toPageId);
  if (args.pageId === args.toPageId) throw new OperationError(OPERATION_TEXTS.moveToSamePage);
  const parentId = args.parentId ?? null;
  if (parentId !== null) getElement(target, parentId);
  const roots = selectionRoots(source, args.elementIds);
  if (roots.length === 0) throw new OperationError(OPERATION_TEXTS.moveNothing);

  // Plain copies of the page (tree repaired): the roots in page order, each with its subtree.
  const plain = readPage(doc, args.pageId);
  const moved: string[] = [];
  const collected = new Set<string>();
  const collect = (id: string) => {
    if (collected.has(id) || !plain.elements[id]) return;
    collected.add(id);
    moved.push(id);
    for (const child of plain.elements[id].children) collect(child);
  };
  for (const root of roots) collect(root);

  // An id the rest of the project already uses on the target page gets a fresh one.
  const taken = new Set<string>(pageElements(target).keys());
  for (const [pageId, page] of pagesMap(doc).entries())
    if (pageId !== args.pageId && pageId !== args.toPageId)
      for (const id of pageElements(page).keys()) taken.add(id);
  const renamed = new Map<string, string>();
  for (const id of moved) if (taken.has(id)) renamed.set(id, newId());

  const rename = (id: string) => renamed.get(id) ?? id;
  const copies: Element[] = moved.map((id) => {
    const element = renameElementReferences(structuredClone(plain.elements[id]!), renamed);
    return {
      ...element,
      id: rename(id),
      parent: roots.includes(id) ? parentId : rename(element.parent ?? ''),
      children: element.children.map(rename),
    };
  });
  const rootIds = roots.map((id) => renamed.get(id) ?? id);

  // Page states the moved elements name (actions, bindings) that the target page lacks.
  const text = JSON.stringify(copies);
  const targetStates = pageStates(doc, args.toPageId);
  const copiedStates = Object.keys(plain.stateDefinitions).filter(
    (name) => !targetStates.has(name) && new RegExp(`\\b${escapeRegExp(name)}\\b`).test(text),
  );

  const danglingFrom = Object.values(plain.elements)
    .filter((element) => !collected.has(element.id))
    .filter((element) => {
      const json = JSON.stringify({ ...element, id: '', parent: '', children: [] });
      return moved.some((id) => json.includes(`"${id}"`));
    })
    .map((element) => element.id);

  transact(doc, origin, () => {
    const from = pageElements(source);
    for (const root of roots) {
      const parent = elementParent(from.get(root)!);
      if (parent === null || from.has(parent)) removeId(containerChildren(source, parent), root);
    }
    for (const id of moved) from.delete(id);
    const into = pageElements(target);
    for (const copy of copies) into.set(copy.id, elementToY(copy));
    const list = containerChildren(target, parentId);
    list.insert(clampIndex(args.index, list.length), rootIds);
    for (const name of copiedStates) targetStates.set(name, structuredClone(plain.stateDefinitions[name]));
  });
  return { rootIds, renamed: Object.fromEntries(renamed), copiedStates, danglingFrom };
}
