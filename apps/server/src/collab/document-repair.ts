// What the server checks in every client update before it is stored or broadcast. A client can
// write anything through the socket that Yjs can encode; this keeps the stored document one that
// publishing, checkpoints, forks, exports and the REST API can always read:
//   - what the update inserted is cleaned: no NUL character, no unpaired surrogate, no text over
//     its limit, no key that cannot be one, no binary or XML content (core's clean-transaction.ts);
//   - parts every reader assumes (pages, elements, children lists, props...) are put back;
//   - the element trees it touched are checked around the touch and repaired whole when broken
//     (core's tree-touch.ts and repairPageTrees), so a keystroke costs no walk of its page;
//   - when it touched the page list, a page's own fields or the config, every page's slug and SEO
//     fields and the site language are put back in what the operations accept (core's
//     page-settings-repair.ts): no invalid, reserved or duplicate slug is stored;
//   - when it touched the config or its breakpoint list, the list is put back in what the
//     breakpoint operations accept (core's breakpoints-repair.ts);
//   - when it touched the library (or the document is seen for the first time, which repairs
//     documents written before the rule), the asset tree's invariant is put back: a parent that is
//     missing or no folder means the root, as REST refuses it, and every folder lists exactly the
//     assets that name it (core's asset-tree-repair.ts).
// Every fix is one transaction with REPAIR_ORIGIN, which the room stores and sends to everyone
// with the update it repairs.
import type { FastifyBaseLogger } from 'fastify';
import * as Y from 'yjs';
import { REMOTE_ORIGIN, REPAIR_ORIGIN } from '@vitrine/collab/server';
import {
  PROJECT_ROOT,
  elementShapeFixes,
  assetTreeProblems,
  repairAssetTree,
  touchedAssetTree,
  pageSettingsFixes,
  breakpointListFixes,
  touchedBreakpointList,
  touchedPageSettings,
  findBrokenPages,
  planCleaning,
  projectShapeFixes,
  readTreeTouch,
  repairPageTrees,
  structurallyChangedPages,
  type ShapeFix,
  type TreeTouch,
  type YMap,
} from '@vitrine/core';
import type { DocumentRepair } from './room-registry.ts';

/** The pages to check whole when a transaction's touch was not read (see watch below). */
function pagesToCheck(doc: Y.Doc, transaction: Y.Transaction): Set<string> {
  const pages = structurallyChangedPages(transaction);
  const everyPage = () => {
    const map = doc.getMap(PROJECT_ROOT).get('pages');
    return new Set(map instanceof Y.Map ? (map as Y.Map<unknown>).keys() : []);
  };
  if (pages === 'all') return everyPage();
  // The project root may have been typed only now (below): its own changes are not recognised.
  for (const type of transaction.changed.keys()) if (type._item === null) return everyPage();
  return pages;
}

/** Parts of touched elements (props, styles...) and of the root map that are missing or mistyped. */
function shapeFixes(doc: Y.Doc, transaction: Y.Transaction, touch: TreeTouch | undefined): ShapeFix[] {
  const project = doc.getMap(PROJECT_ROOT);
  const fixes: ShapeFix[] = [];
  if ((transaction.changed as Map<unknown, unknown>).has(project)) fixes.push(...projectShapeFixes(project));
  if (touchedPageSettings(project, transaction.changed.keys())) fixes.push(...pageSettingsFixes(project));
  if (touchedBreakpointList(project, transaction.changed.keys())) fixes.push(...breakpointListFixes(project));
  const pages = project.get('pages');
  if (!touch || !(pages instanceof Y.Map)) return fixes;
  for (const [pageId, pageTouch] of touch.pages) {
    const page = (pages as Y.Map<unknown>).get(pageId);
    const elements = page instanceof Y.Map ? (page as YMap).get('elements') : undefined;
    if (!(elements instanceof Y.Map)) continue;
    for (const id of pageTouch.reshaped) fixes.push(...elementShapeFixes(elements as YMap, id));
  }
  return fixes;
}

export function createDocumentRepair(logger: FastifyBaseLogger): DocumentRepair {
  const watched = new WeakSet<Y.Doc>();
  const touches = new WeakMap<Y.Transaction, TreeTouch>();

  // What a transaction overwrote is collected when it ends, before the room calls the repair: the
  // touch is read in a listener. A room's document is first seen in its first client update, whose
  // trees are therefore checked whole (once per document loaded, not per update).
  const watch = (doc: Y.Doc) => {
    if (watched.has(doc)) return;
    watched.add(doc);
    doc.getMap(PROJECT_ROOT);
    doc.on('afterTransaction', (transaction: Y.Transaction) => {
      if (transaction.local || transaction.origin === REMOTE_ORIGIN) return;
      try {
        touches.set(transaction, readTreeTouch(transaction));
      } catch (error) {
        logger.warn({ err: error }, 'collab: reading what an update changed in the trees failed');
      }
    });
  };

  return (projectId, doc, transaction) => {
    try {
      const touch = touches.get(transaction);
      const firstSeen = !watched.has(doc);
      watch(doc);
      const library = (firstSeen || touchedAssetTree(doc, transaction)) && assetTreeProblems(doc).length > 0;
      const cleaning = planCleaning(transaction);
      const shape = shapeFixes(doc, transaction, touch);
      const broken = touch ? findBrokenPages(doc, touch) : pagesToCheck(doc, transaction);
      for (const pageId of cleaning.pages) broken.add(pageId);
      if (cleaning.fixes.length === 0 && shape.length === 0 && broken.size === 0 && !library) return;
      let treeFixes = 0;
      let libraryFixes = 0;
      // Each fix on its own: one that cannot apply (a hostile update can give a part a type no
      // reader expects) must not keep the others from running.
      let failed = 0;
      const attempt = (fix: () => void) => {
        try {
          fix();
        } catch (error) {
          failed += 1;
          if (failed === 1)
            logger.warn({ err: error, projectId }, 'collab: one repair of a client update failed');
        }
      };
      doc.transact(() => {
        for (const fix of cleaning.fixes) attempt(fix);
        for (const fix of shape) attempt(fix);
        if (broken.size > 0) attempt(() => (treeFixes = repairPageTrees(doc, broken, REPAIR_ORIGIN)));
        // After the cleaning: a library part it put back is checked too.
        if (library) attempt(() => (libraryFixes = repairAssetTree(doc, REPAIR_ORIGIN)));
      }, REPAIR_ORIGIN);
      // Concurrent moves break trees in ordinary editing; only what no editor writes is news.
      if (cleaning.fixes.length > 0 || shape.length > 0) {
        logger.info(
          { projectId, cleaned: cleaning.fixes.length, reshaped: shape.length, treeFixes },
          'collab: repaired what a client wrote',
        );
      } else if (treeFixes > 0 || libraryFixes > 0) {
        logger.debug({ projectId, treeFixes, libraryFixes }, 'collab: repaired an element or library tree');
      }
    } catch (error) {
      logger.error({ err: error, projectId }, 'collab: repairing a client update failed');
    }
  };
}
