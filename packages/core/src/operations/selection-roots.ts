// The elements a tree operation on a selection acts on: each selected element once, without those
// a selected ancestor carries along, in document order (the order of the page's outline, whatever
// the order they were selected in). Every id must name an element of the page.
import {
  containerChildren,
  elementParent,
  getElement,
  indexOfId,
  isWithin,
  pageElements,
} from '../document/access.ts';
import type { YMap } from '../document/build.ts';

/** Indexes from the page root down to the element: the key that sorts elements as the outline shows them. */
function outlinePath(page: YMap, id: string): number[] {
  const elements = pageElements(page);
  const path: number[] = [];
  const seen = new Set<string>();
  let current: string | null = id;
  while (current !== null && !seen.has(current)) {
    seen.add(current);
    const element = elements.get(current);
    const parent = element ? elementParent(element) : null;
    const known = parent === null || elements.has(parent);
    const index = known ? indexOfId(containerChildren(page, parent), current) : -1;
    // An element no list names (a tree between a concurrent edit and its repair) sorts last.
    path.unshift(index < 0 ? Number.MAX_SAFE_INTEGER : index);
    current = known ? parent : null;
  }
  return path;
}

function compareOutlinePaths(a: readonly number[], b: readonly number[]): number {
  for (let index = 0; index < Math.min(a.length, b.length); index += 1) {
    if (a[index] !== b[index]) return a[index]! - b[index]!;
  }
  return a.length - b.length;
}

/** The selection's roots in document order; an unknown id is an OperationError. */
export function selectionRoots(page: YMap, elementIds: readonly string[]): string[] {
  const unique = [...new Set(elementIds)];
  for (const id of unique) getElement(page, id);
  const roots = unique.filter((id) => !unique.some((other) => other !== id && isWithin(page, other, id)));
  if (roots.length < 2) return roots;
  const paths = new Map(roots.map((id) => [id, outlinePath(page, id)]));
  return roots.sort((a, b) => compareOutlinePaths(paths.get(a)!, paths.get(b)!) || (a < b ? -1 : 1));
}
