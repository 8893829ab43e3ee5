import { searchItems, type TreeSnapshot } from '@vitrine/core';
// The rows the outliner shows: a depth-first walk of the page tree that descends only into expanded
// elements, or — while searching — every element whose label matches (core's search: prefix,
// substring or fuzzy) plus the ancestors that lead to it (shown expanded). Pure, so it is tested without a browser.

export interface OutlineRow {
  id: string;
  depth: number;
  hasChildren: boolean;
  expanded: boolean;
  /** The rows beside it under the same parent, itself included, and its place among them (1-based). */
  setSize: number;
  posInSet: number;
}

export function visibleRows(
  tree: TreeSnapshot,
  expanded: ReadonlySet<string>,
  search?: { query: string; label: (id: string) => string },
): OutlineRow[] {
  const query = search?.query.trim() ?? '';
  const rows: OutlineRow[] = [];
  if (!query) {
    const walk = (ids: readonly string[], depth: number) => {
      ids.forEach((id, index) => {
        const kids = tree.children.get(id) ?? [];
        const open = kids.length > 0 && expanded.has(id);
        rows.push({
          id,
          depth,
          hasChildren: kids.length > 0,
          expanded: open,
          setSize: ids.length,
          posInSet: index + 1,
        });
        if (open) walk(kids, depth + 1);
      });
    };
    walk(tree.roots, 0);
    return rows;
  }
  const every: string[] = [];
  const collect = (ids: readonly string[], visited: Set<string>) => {
    for (const id of ids) {
      if (visited.has(id)) continue;
      visited.add(id);
      every.push(id);
      collect(tree.children.get(id) ?? [], visited);
    }
  };
  collect(tree.roots, new Set());
  const labelled = new Set(searchItems(every, query, (id) => [search!.label(id)]));
  // Which subtrees contain a match (post-order), so only paths to matches are walked.
  const matches = new Map<string, boolean>();
  const contains = (id: string, seen: Set<string>): boolean => {
    const known = matches.get(id);
    if (known !== undefined) return known;
    if (seen.has(id)) return false;
    seen.add(id);
    let found = labelled.has(id);
    for (const kid of tree.children.get(id) ?? []) if (contains(kid, seen)) found = true;
    matches.set(id, found);
    return found;
  };
  const seen = new Set<string>();
  const walk = (ids: readonly string[], depth: number) => {
    ids.forEach((id, index) => {
      const kids = (tree.children.get(id) ?? []).filter((kid) => contains(kid, seen));
      const open = kids.length > 0;
      rows.push({ id, depth, hasChildren: open, expanded: open, setSize: ids.length, posInSet: index + 1 });
      walk(kids, depth + 1);
    });
  };
  walk(
    tree.roots.filter((id) => contains(id, seen)),
    0,
  );
  return rows;
}
