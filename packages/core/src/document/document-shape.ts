// The Y types a project document is made of (build.ts), put back where a collaborator replaced
// or deleted them: the parts every reader assumes (pages, elements, children lists, props...) are
// recreated empty, entries that cannot be a page or an element are deleted. The content a wrong
// write replaced is gone either way; this keeps the rest of the document readable and editable.
// Each function reads only and answers the fixes to apply, in order, inside a transaction.
import * as Y from 'yjs';
import type { YMap } from './build.ts';

export type ShapeFix = () => void;

const ROOT_MAPS = ['pages', 'attributes', 'gl_elements', 'assets', 'config', 'priceOptions'] as const;
const ELEMENT_MAPS = ['props', 'styles', 'dataAttributes', 'eventInteractions'] as const;

const isMap = (value: unknown): value is YMap => value instanceof Y.Map;

function ensure(owner: YMap, key: string, kind: typeof Y.Map | typeof Y.Array): ShapeFix[] {
  return owner.get(key) instanceof kind ? [] : [() => owner.set(key, new kind())];
}

/** Deletes what in a children list is not an element id; a list of another type is replaced. */
function idList(owner: YMap, key: string): ShapeFix[] {
  const list = owner.get(key);
  if (!(list instanceof Y.Array)) return ensure(owner, key, Y.Array);
  const items = (list as Y.Array<unknown>).toArray();
  const fixes: ShapeFix[] = [];
  for (let index = items.length - 1; index >= 0; index -= 1) {
    if (typeof items[index] !== 'string') fixes.push(() => list.delete(index, 1));
  }
  return fixes;
}

/** The root map's parts; a document that was never synced (no root keys at all) is left alone. */
export function projectShapeFixes(project: YMap): ShapeFix[] {
  if (project.size === 0) return [];
  const fixes = ROOT_MAPS.flatMap((key) => ensure(project, key, Y.Map));
  fixes.push(...ensure(project, 'currencies', Y.Array));
  const pages = project.get('pages');
  if (!isMap(pages)) return fixes;
  for (const [id, page] of pages.entries()) if (!isMap(page)) fixes.push(() => pages.delete(id));
  return fixes;
}

/** One element of a page: a Y.Map with its children list, its maps and a string or null parent. */
export function elementShapeFixes(elements: YMap, id: string): ShapeFix[] {
  const element = elements.get(id);
  if (element === undefined) return [];
  if (!isMap(element)) return [() => elements.delete(id)];
  const fixes = idList(element, 'children');
  for (const key of ELEMENT_MAPS) fixes.push(...ensure(element, key, Y.Map));
  const parent = element.get('parent');
  if (parent !== null && typeof parent !== 'string') fixes.push(() => element.set('parent', null));
  return fixes;
}

/** A page's elements map, root list and every element (a walk of the whole page). */
export function pageShapeFixes(page: YMap): ShapeFix[] {
  const fixes = [...idList(page, 'children'), ...ensure(page, 'stateDefinitions', Y.Map)];
  const elements = page.get('elements');
  if (!isMap(elements)) return [...fixes, ...ensure(page, 'elements', Y.Map)];
  for (const id of elements.keys()) fixes.push(...elementShapeFixes(elements, id));
  return fixes;
}
