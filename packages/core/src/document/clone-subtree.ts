// Deep copies of element subtrees with fresh ids (duplicate, duplicate page, import, paste). Pure:
// works on plain elements, keeps the copied tree's shape and order, leaves the originals untouched,
// and points references inside the subtree (an action naming a sibling) at the copies.
import type { Element } from '../schema/element.ts';
import { renameElementReferences } from './rename-ids.ts';

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
  // The parent each copy hangs under is the one the walk came from, so a tree whose lists and
  // parent pointers disagree (mid-repair) still copies into a consistent tree.
  const walkParent = new Map<string, string | null>();
  const order: string[] = [];
  const collect = (id: string, from: string | null) => {
    if (ids.has(id) || !elements[id]) return;
    ids.set(id, newId());
    walkParent.set(id, from);
    order.push(id);
    for (const child of elements[id].children) collect(child, id);
  };
  collect(rootId, null);
  const copies = order.map((id): Element => {
    const original = elements[id]!;
    const from = walkParent.get(id) ?? null;
    return {
      ...renameElementReferences(structuredClone(original), ids),
      id: ids.get(id)!,
      parent: from === null ? parent : ids.get(from)!,
      children: [...new Set(original.children)]
        .filter((child) => walkParent.get(child) === id)
        .map((child) => ids.get(child)!),
    };
  });
  return { rootId: ids.get(rootId)!, elements: copies };
}
