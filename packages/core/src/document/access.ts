// Typed access to the parts of a project document. Missing pages or elements the user asked for
// are OperationErrors; a part that every document has but is missing is an internal assertion.
import * as Y from 'yjs';
import { OperationError } from '../errors.ts';
import { OPERATION_TEXTS } from '../texts.ts';
import type { YMap } from './build.ts';
import { PROJECT_ROOT } from './create-project.ts';

function assertMap(value: unknown, what: string): YMap {
  if (!(value instanceof Y.Map)) throw new Error(`Project document is missing ${what}`);
  return value as YMap;
}

function assertArray<T>(value: unknown, what: string): Y.Array<T> {
  if (!(value instanceof Y.Array)) throw new Error(`Project document is missing ${what}`);
  return value as Y.Array<T>;
}

export function projectMap(doc: Y.Doc): YMap {
  return doc.getMap(PROJECT_ROOT);
}

/** A Y.Map held under `key` of the root map (pages, attributes, gl_elements, assets, config...). */
export function projectPart(doc: Y.Doc, key: string): Y.Map<YMap> {
  return assertMap(projectMap(doc).get(key), key) as Y.Map<YMap>;
}

export function pagesMap(doc: Y.Doc): Y.Map<YMap> {
  return projectPart(doc, 'pages');
}

export function getPage(doc: Y.Doc, pageId: string): YMap {
  const page = pagesMap(doc).get(pageId);
  if (!page) throw new OperationError(OPERATION_TEXTS.pageNotFound(pageId));
  return page;
}

export function pageElements(page: YMap): Y.Map<YMap> {
  return assertMap(page.get('elements'), 'page elements') as Y.Map<YMap>;
}

export function pageRootChildren(page: YMap): Y.Array<string> {
  return assertArray<string>(page.get('children'), 'page children');
}

export function getElement(page: YMap, elementId: string): YMap {
  const element = pageElements(page).get(elementId);
  if (!element) throw new OperationError(OPERATION_TEXTS.elementNotFound(elementId));
  return element;
}

export function elementChildren(element: YMap): Y.Array<string> {
  return assertArray<string>(element.get('children'), 'element children');
}

export function elementParent(element: YMap): string | null {
  const parent = element.get('parent');
  return typeof parent === 'string' ? parent : null;
}

/** A named Y.Map of an element or gl element: props, styles, dataAttributes, eventInteractions. */
export function childMap(owner: YMap, key: string): YMap {
  return assertMap(owner.get(key), key);
}

/** The children list that holds the element: its parent's children, or the page's root list. */
export function containerChildren(page: YMap, parentId: string | null): Y.Array<string> {
  return parentId === null ? pageRootChildren(page) : elementChildren(getElement(page, parentId));
}

export function indexOfId(list: Y.Array<string>, id: string): number {
  return list.toArray().indexOf(id);
}

/** Ids of the element and all its descendants, parents before children (guarded against cycles). */
export function subtreeIds(page: YMap, rootId: string): string[] {
  const elements = pageElements(page);
  const ids: string[] = [];
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    const element = elements.get(id);
    if (!element) return;
    seen.add(id);
    ids.push(id);
    for (const child of elementChildren(element).toArray()) visit(child);
  };
  visit(rootId);
  return ids;
}

/** Whether `id` is `ancestorId` or lies below it, following parent pointers. */
export function isWithin(page: YMap, ancestorId: string, id: string | null): boolean {
  const elements = pageElements(page);
  const seen = new Set<string>();
  let current = id;
  while (current !== null && !seen.has(current)) {
    if (current === ancestorId) return true;
    seen.add(current);
    const element = elements.get(current);
    current = element ? elementParent(element) : null;
  }
  return false;
}

/** Removes every occurrence of `id` from a children list; returns the first index it had, or -1. */
export function removeId(list: Y.Array<string>, id: string): number {
  const ids = list.toArray();
  for (let index = ids.length - 1; index >= 0; index -= 1) {
    if (ids[index] === id) list.delete(index, 1);
  }
  return ids.indexOf(id);
}

export function clampIndex(index: number | undefined, length: number): number {
  if (index === undefined || !Number.isFinite(index)) return length;
  return Math.max(0, Math.min(length, Math.trunc(index)));
}

export function newId(): string {
  return crypto.randomUUID();
}

/** The id of the page holding the element, or undefined. */
export function findElementPage(doc: Y.Doc, elementId: string): string | undefined {
  for (const [pageId, page] of pagesMap(doc).entries()) {
    if (pageElements(page).has(elementId)) return pageId;
  }
  return undefined;
}
