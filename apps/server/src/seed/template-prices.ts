// Example projects installed before the templates' prices were written in major units (the unit of
// every price in a document, docs/prices.md) held them a hundred times too high: a table lamp at
// ₹4,99,900.00. At start, an installed template whose TotalPrice base price or price option is still
// exactly a hundred times the template's is put right, as one logged update; any other value is a
// system admin's edit and stays.
import { PROJECT_ROOT, pageElements, pagesMap, type PriceOption } from '@vitrine/core';
import * as Y from 'yjs';
import type { Database } from '../db/database.ts';
import { projectUpdates } from '../db/schema.ts';
import { readDocument } from '../documents/store.ts';
import type { Template } from './templates.ts';

const OLD_FACTOR = 100;

interface StaticValue {
  type: 'static';
  content: unknown;
}
const isStatic = (value: unknown): value is StaticValue =>
  Boolean(value) && typeof value === 'object' && (value as StaticValue).type === 'static';

function fixBasePrices(installed: Y.Doc, fresh: Y.Doc): void {
  for (const [pageId, freshPage] of pagesMap(fresh)) {
    const page = pagesMap(installed).get(pageId);
    if (!page) continue;
    for (const [id, freshElement] of pageElements(freshPage)) {
      if (freshElement.get('elementType') !== 'TotalPrice') continue;
      const want = (freshElement.get('props') as Y.Map<unknown>).get('basePrice');
      const props = pageElements(page).get(id)?.get('props');
      if (!(props instanceof Y.Map) || !isStatic(want) || typeof want.content !== 'number') continue;
      const have = props.get('basePrice');
      if (isStatic(have) && have.content === want.content * OLD_FACTOR && want.content !== 0)
        props.set('basePrice', { ...have, content: want.content });
    }
  }
}

const priceLists = (doc: Y.Doc): Y.Map<unknown> | null => {
  const lists = doc.getMap(PROJECT_ROOT).get('priceOptions');
  return lists instanceof Y.Map ? (lists as Y.Map<unknown>) : null;
};

function fixPriceOptions(installed: Y.Doc, fresh: Y.Doc): void {
  const lists = priceLists(installed);
  if (!lists) return;
  for (const [ownerId, freshList] of priceLists(fresh)?.entries() ?? []) {
    const list = lists.get(ownerId);
    if (!(list instanceof Y.Array) || !(freshList instanceof Y.Array)) continue;
    const want = new Map(
      (freshList.toArray() as PriceOption[]).map((option) => [option.currencyCode, option.value]),
    );
    (list.toArray() as PriceOption[]).forEach((option, index) => {
      const value = want.get(option?.currencyCode);
      if (value === undefined || value === 0 || option.value !== value * OLD_FACTOR) return;
      list.delete(index, 1);
      list.insert(index, [{ ...option, value }]);
    });
  }
}

/** Returns the ids of the example projects it changed. */
export async function fixTemplatePrices(db: Database, templates: Template[]): Promise<string[]> {
  const fixed: string[] = [];
  for (const template of templates) {
    const installed = await readDocument(db, template.id);
    if (!installed) continue;
    const fresh = template.createDoc();
    try {
      const before = Y.encodeStateVector(installed);
      installed.transact(() => {
        fixBasePrices(installed, fresh);
        fixPriceOptions(installed, fresh);
      });
      const after = Y.encodeStateVector(installed);
      if (Buffer.from(after).equals(Buffer.from(before))) continue;
      await db
        .insert(projectUpdates)
        .values({ projectId: template.id, update: Y.encodeStateAsUpdate(installed, before) });
      fixed.push(template.id);
    } finally {
      installed.destroy();
      fresh.destroy();
    }
  }
  return fixed;
}
