// Repairs the stored element trees after remote updates (see tree.ts for why they can break).
// Runs in one transaction with REPAIR_ORIGIN so the undo history never replays a repair.
import type * as Y from 'yjs';
import { REPAIR_ORIGIN } from '../origin.ts';
import { elementChildren, pageElements, pageRootChildren, pagesMap } from './access.ts';
import type { YMap } from './build.ts';
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
export function normalizeTree(doc: Y.Doc, origin: unknown = REPAIR_ORIGIN): number {
  if (hasPendingUpdates(doc)) return 0;
  const plans: Array<[YMap, TreeFix[]]> = [];
  for (const page of pagesMap(doc).values()) {
    const fixes = planTreeRepair(pageTreeShape(page));
    if (fixes.length > 0) plans.push([page, fixes]);
  }
  if (plans.length === 0) return 0;
  doc.transact(() => {
    for (const [page, fixes] of plans) for (const fix of fixes) applyFix(page, fix);
  }, origin);
  return plans.reduce((total, [, fixes]) => total + fixes.length, 0);
}
