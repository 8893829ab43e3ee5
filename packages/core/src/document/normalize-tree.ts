// Repairs the stored element trees after remote updates (see tree.ts for why they can break).
// Runs in one transaction with REPAIR_ORIGIN so the undo history never replays a repair.
import * as Y from 'yjs';
import { REPAIR_ORIGIN } from '../origin.ts';
import { elementChildren, pageElements, pageRootChildren, pagesMap, projectMap } from './access.ts';
import type { YMap } from './build.ts';
import { pageShapeFixes, projectShapeFixes } from './document-shape.ts';
import { planTreeRepair, type TreeFix } from './tree.ts';
import { pageTreeShape } from './tree-shape.ts';

function applyFix(page: YMap, fix: TreeFix): void {
  const elements = pageElements(page);
  const list = (container: string | null): Y.Array<string> =>
    container === null ? pageRootChildren(page) : elementChildren(elements.get(container)!);
  if (fix.kind === 'set-parent') elements.get(fix.id)!.set('parent', fix.parent);
  else if (fix.kind === 'remove-child') list(fix.container).delete(fix.index, 1);
  else list(fix.container).push([fix.id]);
}

/** Whether some received update waits for an earlier one (the state is incomplete). */
export function hasPendingUpdates(doc: Y.Doc): boolean {
  return doc.store.pendingStructs !== null || doc.store.pendingDs !== null;
}

/**
 * Repairs every page's tree; returns how many fixes were applied (0: nothing was written).
 * Skipped while updates are pending: an out-of-order update can show a value's deletion before
 * its replacement, and repairing that passing state would only add noise.
 */
export function normalizeTree(
  doc: Y.Doc,
  origin: unknown = REPAIR_ORIGIN,
  pageIds?: Iterable<string>,
): number {
  if (hasPendingUpdates(doc)) return 0;
  const pages = pagesMap(doc);
  const targets = pageIds ? [...pageIds].flatMap((id) => pages.get(id) ?? []) : [...pages.values()];
  const plans: Array<[YMap, TreeFix[]]> = [];
  for (const page of targets) {
    const fixes = planTreeRepair(pageTreeShape(page));
    if (fixes.length > 0) plans.push([page, fixes]);
  }
  if (plans.length === 0) return 0;
  doc.transact(() => {
    for (const [page, fixes] of plans) for (const fix of fixes) applyFix(page, fix);
  }, origin);
  return plans.reduce((total, [, fixes]) => total + fixes.length, 0);
}

/**
 * Puts the given pages' parts back where a write replaced them (document-shape.ts) and repairs
 * their trees now, whether or not updates are pending: the server's repair of what a client wrote,
 * which no later update will complete. Joins the caller's transaction when there is one.
 * Returns how many fixes were written.
 */
export function repairPageTrees(
  doc: Y.Doc,
  pageIds: Iterable<string>,
  origin: unknown = REPAIR_ORIGIN,
): number {
  return doc.transact(() => {
    const project = projectMap(doc);
    const shapeFixes = projectShapeFixes(project);
    for (const fix of shapeFixes) fix();
    let fixes = shapeFixes.length;
    const pages = project.get('pages');
    if (!(pages instanceof Y.Map)) return fixes;
    for (const id of pageIds) {
      const page = (pages as Y.Map<unknown>).get(id);
      if (!(page instanceof Y.Map)) continue;
      const pageFixes = pageShapeFixes(page as YMap);
      for (const fix of pageFixes) fix();
      const treeFixes = planTreeRepair(pageTreeShape(page as YMap));
      for (const fix of treeFixes) applyFix(page as YMap, fix);
      fixes += pageFixes.length + treeFixes.length;
    }
    return fixes;
  }, origin);
}

/**
 * The pages whose tree a transaction may have broken: a children list, a parent pointer or the
 * set of elements changed. Prop, style and label edits touch none, so they cost no tree walk.
 */
export function structurallyChangedPages(transaction: Y.Transaction): Set<string> | 'all' {
  const doc = transaction.doc;
  const changed = new Set<string>();
  // A transaction that changed nothing (a local store's first read of nothing) or a document not
  // synced yet (no pages at all) has no tree to repair.
  const pagesValue = projectMap(doc).get('pages');
  if (transaction.changed.size === 0 || !(pagesValue instanceof Y.Map)) return changed;
  // Compared by identity with the changed types, which Yjs types loosely.
  const pages: Y.AbstractType<unknown> = pagesValue as unknown as Y.AbstractType<unknown>;
  const root: Y.AbstractType<unknown> = projectMap(doc) as unknown as Y.AbstractType<unknown>;
  for (const [changedType, keys] of transaction.changed) {
    const type = changedType as Y.AbstractType<unknown>;
    if (type === root) {
      if (keys.has('pages')) return 'all';
      continue;
    }
    if (type === pages) {
      for (const key of keys) if (key !== null) changed.add(key);
      continue;
    }
    const slot = type._item?.parentSub;
    const structural =
      type instanceof Y.Array
        ? slot === 'children'
        : slot === 'elements' || keys.has('parent') || keys.has('children') || keys.has('elements');
    if (!structural) continue;
    let current: Y.AbstractType<unknown> = type;
    while (
      current._item &&
      current._item.parent !== pages &&
      current._item.parent instanceof Y.AbstractType
    ) {
      current = current._item.parent;
    }
    const pageId = current._item?.parent === pages ? current._item.parentSub : null;
    if (pageId) changed.add(pageId);
  }
  return changed;
}

/** Repairs what a (remote) transaction may have broken; returns the number of fixes. */
export function normalizeTreeAfter(transaction: Y.Transaction, origin: unknown = REPAIR_ORIGIN): number {
  const pages = structurallyChangedPages(transaction);
  if (pages !== 'all' && pages.size === 0) return 0;
  return normalizeTree(transaction.doc, origin, pages === 'all' ? undefined : pages);
}

/**
 * Repairs the tree after every remote update applied to the document (what a collaboration
 * client should install once the document is synced). Returns the unsubscribe.
 */
export function attachTreeRepair(doc: Y.Doc, origin: unknown = REPAIR_ORIGIN): () => void {
  const onTransaction = (transaction: Y.Transaction) => {
    if (!transaction.local) normalizeTreeAfter(transaction, origin);
  };
  doc.on('afterTransaction', onTransaction);
  return () => doc.off('afterTransaction', onTransaction);
}
