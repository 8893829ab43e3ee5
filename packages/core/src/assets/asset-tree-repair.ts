// The library tree's invariant and its repair. An asset's parentId is the truth of where it lies;
// a folder's `children` is an index of it. The invariant, checked after every write path (the
// operations' tests, the collaboration socket's repair of every client update that touches the
// library, the server's own writes, forks and restores):
//   - every asset's parent exists and is a folder (or the asset is at the root), with no cycle;
//   - every asset's parent lists it in `children`, once;
//   - every listed child exists and names the folder as its parent (a file lists nothing).
// The repair keeps parentId where it is valid (else the asset goes to the root, as REST refuses
// such a parent), then rewrites each `children` list that differs from what names the folder,
// keeping the order of the entries that stay.
import * as Y from 'yjs';
import { PROJECT_ROOT } from '../document/create-project.ts';
import type { YMap } from '../document/build.ts';
import { ASSET_TYPES } from '../schema/asset.ts';

interface Plan {
  problems: string[];
  apply: Array<() => void>;
}

function libraryOf(doc: Y.Doc): Y.Map<unknown> | null {
  const project = doc.getMap(PROJECT_ROOT);
  const assets = project.get('assets');
  return assets instanceof Y.Map ? (assets as Y.Map<unknown>) : null;
}

function plan(doc: Y.Doc): Plan {
  const result: Plan = { problems: [], apply: [] };
  const library = libraryOf(doc);
  if (!library) return result;
  const assets = new Map<string, YMap>();
  for (const [id, value] of library.entries()) if (value instanceof Y.Map) assets.set(id, value as YMap);
  const isFolder = (id: string) => assets.get(id)?.get('type') === ASSET_TYPES.folder;

  // Parents: a missing parent, a non-folder parent or the asset itself means the root.
  const parentOf = new Map<string, string | null>();
  for (const [id, asset] of assets) {
    const stored = asset.get('parentId');
    const parent = typeof stored === 'string' ? stored : null;
    const valid = parent === null || (parent !== id && isFolder(parent));
    parentOf.set(id, valid ? parent : null);
    if (!valid || (stored !== null && typeof stored !== 'string')) {
      result.problems.push(`${id}: parent ${String(stored)} is not a folder of the library`);
    }
  }
  // Cycles: the first asset found on a loop goes to the root.
  const settled = new Set<string>();
  for (const id of assets.keys()) {
    const path = new Set<string>();
    let current: string | null = id;
    while (current !== null && !settled.has(current)) {
      if (path.has(current)) {
        result.problems.push(`${current}: its folders form a loop`);
        parentOf.set(current, null);
        break;
      }
      path.add(current);
      current = parentOf.get(current) ?? null;
    }
    for (const seen of path) settled.add(seen);
  }
  for (const [id, asset] of assets) {
    const parent = parentOf.get(id)!;
    if (asset.get('parentId') !== parent) result.apply.push(() => asset.set('parentId', parent));
  }

  // Children: exactly the assets that name the folder, in their listed order, then the unlisted.
  const named = new Map<string, string[]>();
  for (const [id, parent] of parentOf) {
    if (parent === null) continue;
    const list = named.get(parent);
    if (list) list.push(id);
    else named.set(parent, [id]);
  }
  for (const [id, asset] of assets) {
    const expected = named.get(id) ?? [];
    const stored = asset.get('children');
    const listed = stored instanceof Y.Array ? (stored.toArray() as unknown[]) : [];
    const wanted = new Set(expected);
    // Sets, not list scans: a folder may hold thousands of files.
    const kept = new Set<string>();
    for (const child of listed) if (typeof child === 'string' && wanted.has(child)) kept.add(child);
    const next = [...kept, ...expected.filter((child) => !kept.has(child))];
    const same =
      (stored instanceof Y.Array || (stored === undefined && next.length === 0)) &&
      listed.length === next.length &&
      listed.every((child, index) => child === next[index]);
    if (same) continue;
    const extra = listed.filter((child) => typeof child !== 'string' || !wanted.has(child));
    const missing = expected.filter((child) => !kept.has(child));
    result.problems.push(
      `${id}: children ${JSON.stringify(listed)} do not match what names it ${JSON.stringify(next)}` +
        (extra.length || missing.length ? ` (extra ${extra.length}, missing ${missing.length})` : ''),
    );
    result.apply.push(() => {
      if (stored instanceof Y.Array && listed.length > 0) {
        // Only what has to change: drop the entries that go, append the ones that come.
        const firstAt = new Map<unknown, number>();
        listed.forEach((child, index) => firstAt.has(child) || firstAt.set(child, index));
        for (let index = listed.length - 1; index >= 0; index -= 1) {
          const child = listed[index];
          if (typeof child !== 'string' || !wanted.has(child) || firstAt.get(child) !== index)
            stored.delete(index, 1);
        }
        const remaining = new Set(stored.toArray() as string[]);
        const add = next.filter((child) => !remaining.has(child));
        if (add.length > 0) stored.push(add);
      } else {
        const children = new Y.Array<string>();
        children.push(next);
        asset.set('children', children);
      }
    });
  }
  return result;
}

/** What breaks the library tree's invariant, one line per problem; empty when it holds. */
export function assetTreeProblems(doc: Y.Doc): string[] {
  return plan(doc).problems;
}

/** Puts the invariant back in one transaction; returns how many problems it fixed. */
export function repairAssetTree(doc: Y.Doc, origin: unknown = null): number {
  const { problems, apply } = plan(doc);
  if (apply.length === 0) return problems.length;
  doc.transact(() => {
    for (const fix of apply) fix();
  }, origin);
  return problems.length;
}

/** The keys of an asset that place it in the tree. */
const TREE_KEYS = ['parentId', 'children', 'type'];

/**
 * Whether a transaction changed the library's tree: an asset added or removed, an asset's parentId,
 * type or children set, a children list edited, or the library replaced. A material's data edit
 * (a colour dragged) is none of these and costs no check.
 */
export function touchedAssetTree(doc: Y.Doc, transaction: Y.Transaction): boolean {
  const project = doc.getMap(PROJECT_ROOT) as unknown;
  const library = libraryOf(doc) as unknown;
  const changed = transaction.changed as Map<unknown, Set<string | null>>;
  if (changed.get(project)?.has('assets')) return true;
  if (!library || !(transaction.changedParentTypes as Map<unknown, unknown>).has(library)) {
    return changed.has(library);
  }
  for (const [type, keys] of changed) {
    if (type === library) return true;
    const parent = (type as Y.AbstractType<unknown>)._item?.parent as unknown;
    if (parent === library && TREE_KEYS.some((key) => keys.has(key))) return true;
    // A children list: its parent is an asset, whose parent is the library.
    if (type instanceof Y.Array && (parent as Y.AbstractType<unknown> | undefined)?._item?.parent === library)
      return true;
  }
  return false;
}
