// The element tree's invariants and their deterministic repair, on plain data.
//
// Concurrent edits can break the tree even though every replica converges: two users moving one
// element to different parents leave its id in two children lists; moving A under B while
// someone moves B under A makes a cycle; inserting under an element someone removed leaves an
// orphan. The `parent` field (a last-writer-wins register every replica agrees on) is the truth;
// the repair makes every children list agree with it. The same state always yields the same
// repair, so replicas repairing concurrently converge again.

export interface TreeNode {
  /** Undefined only in a transient state (an update applied out of order); repaired to null. */
  parent?: string | null;
  children: string[];
}

export interface TreeShape {
  /** The page's root element ids. */
  children: string[];
  elements: Record<string, TreeNode>;
}

export type TreeProblem =
  | { kind: 'dangling-child'; container: string | null; id: string }
  | { kind: 'duplicate-child'; container: string | null; id: string }
  | { kind: 'wrong-container'; container: string | null; id: string; parent: string | null }
  | { kind: 'orphan'; id: string; parent: string | null }
  | { kind: 'missing-parent'; id: string }
  | { kind: 'cycle'; ids: string[] };

export type TreeFix =
  | { kind: 'set-parent'; id: string; parent: null }
  | { kind: 'remove-child'; container: string | null; index: number }
  | { kind: 'append-child'; container: string | null; id: string };

const sortedKeys = (record: Record<string, unknown>) => Object.keys(record).sort();

/** Parent of every element once orphans and cycles are sent to the page root. */
function effectiveParents(shape: TreeShape): { parents: Map<string, string | null>; fixes: TreeFix[] } {
  const parents = new Map<string, string | null>();
  const fixes: TreeFix[] = [];
  const ids = sortedKeys(shape.elements);
  for (const id of ids) {
    const parent = shape.elements[id]?.parent;
    if (parent === undefined || (parent !== null && !(parent in shape.elements))) {
      parents.set(id, null);
      fixes.push({ kind: 'set-parent', id, parent: null });
    } else {
      parents.set(id, parent);
    }
  }
  // Cycles: walk up from each element; an element met twice on one walk closes a cycle, which is
  // broken at its smallest id (the same choice on every replica).
  const settled = new Set<string>();
  for (const start of ids) {
    const path: string[] = [];
    const onPath = new Set<string>();
    let current: string | null = start;
    while (current !== null && !settled.has(current) && !onPath.has(current)) {
      path.push(current);
      onPath.add(current);
      current = parents.get(current) ?? null;
    }
    if (current !== null && onPath.has(current)) {
      const cycle = path.slice(path.indexOf(current));
      const breakAt = [...cycle].sort()[0]!;
      parents.set(breakAt, null);
      fixes.push({ kind: 'set-parent', id: breakAt, parent: null });
    }
    for (const id of path) settled.add(id);
  }
  return { parents, fixes };
}

function containerFixes(
  container: string | null,
  listed: string[],
  members: string[],
  elements: Record<string, TreeNode>,
): TreeFix[] {
  const fixes: TreeFix[] = [];
  const memberSet = new Set(members);
  const kept = new Set<string>();
  const removals: number[] = [];
  listed.forEach((id, index) => {
    if (!(id in elements) || !memberSet.has(id) || kept.has(id)) removals.push(index);
    else kept.add(id);
  });
  // Highest index first so earlier removals do not shift later ones.
  for (const index of removals.reverse()) fixes.push({ kind: 'remove-child', container, index });
  for (const id of members) if (!kept.has(id)) fixes.push({ kind: 'append-child', container, id });
  return fixes;
}

/**
 * The fast check run after every remote update: valid when walking the children lists from the
 * page root reaches every element exactly once, each through the parent its pointer names (which
 * also rules out cycles: an element on a cycle is never reached from the root).
 */
export function isTreeValid(shape: TreeShape): boolean {
  const seen = new Set<string>();
  const stack: Array<[string | null, string[]]> = [[null, shape.children]];
  while (stack.length > 0) {
    const [container, listed] = stack.pop()!;
    for (const id of listed) {
      const node = shape.elements[id];
      if (!node || seen.has(id) || node.parent !== container) return false;
      seen.add(id);
      stack.push([id, node.children]);
    }
  }
  let count = 0;
  for (const _id in shape.elements) count += 1;
  return seen.size === count;
}

/** The fixes that make the tree valid, in the order they must be applied. Empty when valid. */
export function planTreeRepair(shape: TreeShape): TreeFix[] {
  if (isTreeValid(shape)) return [];
  const { parents, fixes } = effectiveParents(shape);
  const members = new Map<string | null, string[]>([[null, []]]);
  for (const id of sortedKeys(shape.elements)) members.set(id, []);
  for (const [id, parent] of [...parents].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    members.get(parent)!.push(id);
  }
  fixes.push(...containerFixes(null, shape.children, members.get(null)!, shape.elements));
  for (const id of sortedKeys(shape.elements)) {
    fixes.push(...containerFixes(id, shape.elements[id]!.children, members.get(id)!, shape.elements));
  }
  return fixes;
}

/** Applies fixes to a plain tree (for reads: the builder always sees a valid tree). */
export function applyTreeFixes<T extends TreeShape>(shape: T, fixes: TreeFix[]): T {
  if (fixes.length === 0) return shape;
  const elements: Record<string, TreeNode> = {};
  for (const [id, node] of Object.entries(shape.elements)) {
    elements[id] = { ...node, children: [...node.children] };
  }
  const children = [...shape.children];
  const listOf = (container: string | null) =>
    container === null ? children : elements[container]!.children;
  for (const fix of fixes) {
    if (fix.kind === 'set-parent') elements[fix.id]!.parent = fix.parent;
    else if (fix.kind === 'remove-child') listOf(fix.container).splice(fix.index, 1);
    else listOf(fix.container).push(fix.id);
  }
  return { ...shape, children, elements };
}

/** Every broken invariant: each child's parent points back, no cycles, no orphans, no duplicates. */
export function findTreeProblems(shape: TreeShape): TreeProblem[] {
  if (isTreeValid(shape)) return [];
  const problems: TreeProblem[] = [];
  const check = (container: string | null, listed: string[]) => {
    const seen = new Set<string>();
    for (const id of listed) {
      const node = shape.elements[id];
      if (!node) problems.push({ kind: 'dangling-child', container, id });
      else if (seen.has(id)) problems.push({ kind: 'duplicate-child', container, id });
      else if ((node.parent ?? null) !== container) {
        problems.push({ kind: 'wrong-container', container, id, parent: node.parent ?? null });
      }
      seen.add(id);
    }
  };
  check(null, shape.children);
  const listedIn = new Map<string, number>();
  const count = (list: string[]) => {
    for (const id of new Set(list)) listedIn.set(id, (listedIn.get(id) ?? 0) + 1);
  };
  count(shape.children);
  for (const id of sortedKeys(shape.elements)) {
    const node = shape.elements[id]!;
    check(id, node.children);
    count(node.children);
  }
  for (const id of sortedKeys(shape.elements)) {
    const node = shape.elements[id]!;
    if (node.parent === undefined) problems.push({ kind: 'missing-parent', id });
    else if (node.parent !== null && !(node.parent in shape.elements)) {
      problems.push({ kind: 'orphan', id, parent: node.parent });
    } else if ((listedIn.get(id) ?? 0) === 0) {
      problems.push({ kind: 'orphan', id, parent: node.parent });
    }
  }
  const { fixes } = effectiveParents(shape);
  for (const fix of fixes) {
    if (fix.kind !== 'set-parent') continue;
    const parent = shape.elements[fix.id]?.parent;
    if (typeof parent === 'string' && parent in shape.elements)
      problems.push({ kind: 'cycle', ids: [fix.id] });
  }
  return problems;
}
