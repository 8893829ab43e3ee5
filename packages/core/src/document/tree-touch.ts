// What one transaction did to the element trees, and whether the trees are still valid around it,
// without walking whole pages. planTreeRepair needs the whole page (15 ms for 10 000 elements on a
// slow core); a move or an insert touches a few lists and parents. Given a tree that was valid
// before the transaction, it is valid after if every changed children list names existing
// elements that point back at it, once each; every element whose parent was written, that left a
// list or whose parent was removed is listed once under its parent, with no cycle above it; and
// no unchanged list still names an element that moved away or was removed. That last check needs
// the values the transaction overwrote, which Yjs collects at the end of it: readTreeTouch must
// run in an 'afterTransaction' listener.
import * as Y from 'yjs';
import type { YMap } from './build.ts';
import { PROJECT_ROOT } from './create-project.ts';

export interface PageTouch {
  /** The page is new or replaced its elements map or root list: only a whole walk can tell. */
  whole: boolean;
  /** Containers (element ids; null for the page's root list) whose children list changed. */
  lists: Set<string | null>;
  /** Elements whose parent was written → their parent before (undefined: a new element). */
  parents: Map<string, string | null | undefined>;
  /** Elements taken out of the page → their parent and children before. */
  removed: Map<string, { parent: string | null; children: string[] }>;
  /** Ids taken out of some children list. */
  unlisted: Set<string>;
  /** Elements new or with a part replaced (children, props, styles...): their shape is checked. */
  reshaped: Set<string>;
}

export interface TreeTouch {
  /** The pages map itself was replaced. */
  all: boolean;
  pages: Map<string, PageTouch>;
}

type AnyType = Y.AbstractType<unknown>;

type Role =
  | { kind: 'pages' }
  | { kind: 'page'; pageId: string }
  | { kind: 'root-list'; pageId: string }
  | { kind: 'elements'; pageId: string }
  | { kind: 'element'; pageId: string; elementId: string }
  | { kind: 'element-list'; pageId: string; elementId: string };

const RESHAPING_KEYS = ['children', 'props', 'styles', 'dataAttributes', 'eventInteractions'];

function parentOf(type: AnyType): { parent: AnyType; key: string | null } | null {
  const item = type._item;
  if (!item || !(item.parent instanceof Y.AbstractType)) return null;
  return { parent: item.parent as AnyType, key: item.parentSub };
}

/** Where a changed type sits in the page structure, if it is part of it. */
function roleOf(type: AnyType, pages: AnyType): Role | null {
  if (type === pages) return { kind: 'pages' };
  const up = parentOf(type);
  if (!up) return null;
  if (up.parent === pages) return up.key === null ? null : { kind: 'page', pageId: up.key };
  const up2 = parentOf(up.parent);
  if (!up2) return null;
  if (up2.parent === pages && up2.key !== null) {
    if (up.key === 'children') return { kind: 'root-list', pageId: up2.key };
    if (up.key === 'elements') return { kind: 'elements', pageId: up2.key };
    return null;
  }
  const up3 = parentOf(up2.parent);
  if (!up3) return null;
  if (up3.parent === pages && up3.key !== null && up2.key === 'elements' && up.key !== null) {
    return { kind: 'element', pageId: up3.key, elementId: up.key };
  }
  const up4 = parentOf(up3.parent);
  if (up4?.parent === pages && up4.key !== null && up3.key === 'elements' && up2.key !== null) {
    if (up.key === 'children') return { kind: 'element-list', pageId: up4.key, elementId: up2.key };
  }
  return null;
}

const existedBefore = (transaction: Y.Transaction, item: Y.Item) =>
  item.id.clock < (transaction.beforeState.get(item.id.client) ?? 0);

/** Items that existed before the transaction and were deleted by it, by the type holding them. */
function deletedItems(transaction: Y.Transaction): Map<AnyType, Y.Item[]> {
  const result = new Map<AnyType, Y.Item[]>();
  const store = transaction.doc.store;
  for (const [client, ranges] of transaction.deleteSet.clients) {
    const structs = store.clients.get(client);
    if (!structs) continue;
    for (const { clock, len } of ranges) {
      for (let index = Y.findIndexSS(structs, clock); index < structs.length; index += 1) {
        const struct = structs[index]!;
        if (struct.id.clock >= clock + len) break;
        if (!(struct instanceof Y.Item) || !existedBefore(transaction, struct)) continue;
        if (!(struct.parent instanceof Y.AbstractType)) continue;
        const parent = struct.parent as AnyType;
        const items = result.get(parent);
        if (items) items.push(struct);
        else result.set(parent, [struct]);
      }
    }
  }
  return result;
}

/** The value an item holds (its last, for a map entry), read even if it was deleted. */
function itemValue(item: Y.Item | undefined): unknown {
  if (!item) return undefined;
  const content = item.content.getContent() as unknown[];
  return content[content.length - 1];
}

const asParent = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The ids a children list held before the transaction (it may have been deleted by it). */
function idsBefore(list: unknown, transaction: Y.Transaction): string[] {
  if (!(list instanceof Y.Array)) return [];
  const ids: string[] = [];
  for (let item = (list as Y.Array<unknown>)._start; item; item = item.right) {
    if (!item.countable || !existedBefore(transaction, item)) continue;
    if (item.deleted && !Y.isDeleted(transaction.deleteSet, item.id)) continue;
    for (const value of item.content.getContent() as unknown[])
      if (typeof value === 'string') ids.push(value);
  }
  return ids;
}

function newPageTouch(): PageTouch {
  return {
    whole: false,
    lists: new Set(),
    parents: new Map(),
    removed: new Map(),
    unlisted: new Set(),
    reshaped: new Set(),
  };
}

/**
 * What the transaction did to the trees. Call it from an 'afterTransaction' listener: later, the
 * deleted values it reads are gone.
 */
export function readTreeTouch(transaction: Y.Transaction): TreeTouch {
  const touch: TreeTouch = { all: false, pages: new Map() };
  const root = transaction.doc.share.get(PROJECT_ROOT);
  if (!(root instanceof Y.Map) || transaction.changed.size === 0) return touch;
  const changed = transaction.changed as Map<unknown, Set<string | null>>;
  if (changed.get(root)?.has('pages')) touch.all = true;
  const pages = (root as YMap).get('pages');
  if (touch.all || !(pages instanceof Y.Map)) return touch;
  let deleted: Map<AnyType, Y.Item[]> | null = null;
  const deletedFrom = (type: AnyType) => (deleted ??= deletedItems(transaction)).get(type) ?? [];
  const pageTouch = (pageId: string) => {
    let page = touch.pages.get(pageId);
    if (!page) touch.pages.set(pageId, (page = newPageTouch()));
    return page;
  };
  const unlist = (page: PageTouch, ids: Iterable<unknown>) => {
    for (const id of ids) if (typeof id === 'string') page.unlisted.add(id);
  };
  for (const [changedType, keys] of transaction.changed) {
    const type = changedType as AnyType;
    const role = roleOf(type, pages as unknown as AnyType);
    if (!role) continue;
    if (role.kind === 'pages') {
      for (const key of keys) if (key !== null) pageTouch(key).whole = true;
      continue;
    }
    const page = pageTouch(role.pageId);
    switch (role.kind) {
      case 'page':
        if (keys.has('children') || keys.has('elements')) page.whole = true;
        break;
      case 'root-list':
        page.lists.add(null);
        unlist(page, deletedFrom(type).map(itemValue));
        break;
      case 'element-list':
        page.lists.add(role.elementId);
        unlist(page, deletedFrom(type).map(itemValue));
        break;
      case 'elements': {
        const before = new Map(deletedFrom(type).map((item) => [item.parentSub, item]));
        for (const id of keys) {
          if (id === null) continue;
          const old = itemValue(before.get(id));
          if (old instanceof Y.Map) {
            page.removed.set(id, {
              parent: asParent(itemValue(old._map.get('parent'))),
              children: idsBefore(itemValue(old._map.get('children')), transaction),
            });
          }
          if ((type as YMap).has(id)) {
            page.parents.set(id, undefined);
            page.lists.add(id);
            page.reshaped.add(id);
          }
        }
        break;
      }
      case 'element': {
        const id = role.elementId;
        const before = deletedFrom(type);
        if (keys.has('parent') && !page.parents.has(id)) {
          const old = before.find((item) => item.parentSub === 'parent');
          const current = (type as YMap)._map.get('parent');
          page.parents.set(
            id,
            old
              ? asParent(itemValue(old))
              : current && existedBefore(transaction, current)
                ? asParent(itemValue(current))
                : null,
          );
        }
        if (keys.has('children')) {
          page.lists.add(id);
          const old = before.find((item) => item.parentSub === 'children');
          unlist(page, idsBefore(itemValue(old), transaction));
        }
        if (RESHAPING_KEYS.some((key) => keys.has(key))) page.reshaped.add(id);
        break;
      }
    }
  }
  return touch;
}

/** A page's elements and lists as checkTouchedTree reads them (false: not of the right shape). */
function pageReader(page: YMap) {
  const elements = page.get('elements');
  if (!(elements instanceof Y.Map)) return null;
  const map = elements as Y.Map<unknown>;
  const lists = new Map<string | null, Map<unknown, number> | null>();
  const element = (id: string): YMap | null => {
    const value = map.get(id);
    return value instanceof Y.Map ? (value as YMap) : null;
  };
  return {
    has: (id: string) => map.has(id),
    exists: (id: string | null) => id === null || element(id) !== null,
    parent(id: string): string | null | false {
      const parent = element(id)?.get('parent');
      return parent === null || typeof parent === 'string' ? parent : false;
    },
    /** The ids a container lists, with how often each. */
    list(container: string | null): Map<unknown, number> | null {
      if (lists.has(container)) return lists.get(container)!;
      const value = container === null ? page.get('children') : element(container)?.get('children');
      let counts: Map<unknown, number> | null = null;
      if (value instanceof Y.Array) {
        counts = new Map();
        for (const id of (value as Y.Array<unknown>).toArray()) counts.set(id, (counts.get(id) ?? 0) + 1);
      }
      lists.set(container, counts);
      return counts;
    },
  };
}

/** Whether the page's tree is still valid around what the transaction touched (see the top). */
export function checkTouchedTree(page: YMap, touch: PageTouch): boolean {
  if (touch.whole) return false;
  const read = pageReader(page);
  if (!read) return false;
  for (const container of touch.lists) {
    if (container !== null && !read.has(container)) continue;
    const listed = read.list(container);
    if (!listed) return false;
    for (const [id, count] of listed) {
      if (typeof id !== 'string' || count !== 1 || read.parent(id) !== container) return false;
    }
  }
  // A list the transaction left alone still names what it named before: an element that left it
  // must have been taken out of it (the list changed), or the list must be gone with its element.
  const leftCleanly = (before: string | null) => touch.lists.has(before) || !read.exists(before);
  const verify = new Set<string>();
  for (const [id, before] of touch.parents) {
    if (!read.has(id)) continue;
    const parent = read.parent(id);
    if (parent === false) return false;
    if (before !== undefined && before !== parent && !leftCleanly(before)) return false;
    verify.add(id);
  }
  for (const id of touch.unlisted) if (read.has(id)) verify.add(id);
  for (const [id, before] of touch.removed) {
    if (read.has(id)) {
      // Replaced under the same id.
      const parent = read.parent(id);
      if (parent === false || (before.parent !== parent && !leftCleanly(before.parent))) return false;
      verify.add(id);
    } else if (!leftCleanly(before.parent)) return false;
    for (const child of before.children) if (read.has(child)) verify.add(child);
  }
  const rooted = new Set<string>();
  for (const id of verify) {
    const parent = read.parent(id);
    if (parent === false || !read.exists(parent)) return false;
    if (read.list(parent)?.get(id) !== 1) return false;
    const path = new Set([id]);
    for (let current = parent; current !== null && !rooted.has(current);) {
      if (path.has(current)) return false;
      path.add(current);
      const next = read.parent(current);
      if (next === false || !read.exists(next)) return false;
      current = next;
    }
    for (const node of path) rooted.add(node);
  }
  return true;
}

/** The touched pages whose tree is no longer valid around the touch (every page, for `all`). */
export function findBrokenPages(doc: Y.Doc, touch: TreeTouch): Set<string> {
  const broken = new Set<string>();
  const pages = doc.getMap(PROJECT_ROOT).get('pages');
  if (!(pages instanceof Y.Map)) return broken;
  const map = pages as Y.Map<unknown>;
  if (touch.all) return new Set(map.keys());
  for (const [pageId, pageTouch] of touch.pages) {
    const page = map.get(pageId);
    if (page === undefined) continue;
    if (!(page instanceof Y.Map) || !checkTouchedTree(page as YMap, pageTouch)) broken.add(pageId);
  }
  return broken;
}
