// Deep copies of element subtrees with fresh ids (duplicate, duplicate page, import). Pure: works
// on plain elements, keeps the copied tree's shape and order, and leaves the originals untouched.
import type { Element } from '../schema/element.ts';

export interface ClonedSubtree {
  rootId: string;
  /** Copies, parents before children. */
  elements: Element[];
}

/** Copies `rootId` and its descendants; the copy's root gets `parent`. Unknown ids are skipped. */
export function cloneSubtree(
  elements: Record<string, Element>,
  rootId: string,
  parent: string | null,
  newId: () => string = () => crypto.randomUUID(),
): ClonedSubtree {
  const ids = new Map<string, string>();
  const order: string[] = [];
  const collect = (id: string) => {
    if (ids.has(id) || !elements[id]) return;
    ids.set(id, newId());
    order.push(id);
    for (const child of elements[id].children) collect(child);
  };
  collect(rootId);
  const copies = order.map((id): Element => {
    const original = elements[id]!;
    return {
      ...structuredClone(original),
      id: ids.get(id)!,
      parent: id === rootId ? parent : ids.get(original.parent ?? '')!,
      children: original.children.filter((child) => ids.has(child)).map((child) => ids.get(child)!),
    };
  });
  return { rootId: ids.get(rootId)!, elements: copies };
}
