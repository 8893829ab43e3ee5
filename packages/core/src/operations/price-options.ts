// Shared lookup for the price option operations: per owner (what is priced), a list with each
// currency at most once.
import * as Y from 'yjs';
import { projectMap } from '../document/access.ts';
import type { PriceOption } from '../schema/price-option.ts';

export function priceOptionsMap(doc: Y.Doc): Y.Map<Y.Array<PriceOption>> {
  const project = projectMap(doc);
  let map = project.get('priceOptions');
  if (!(map instanceof Y.Map)) {
    // Documents made before price options existed get the map on first use.
    map = new Y.Map<Y.Array<PriceOption>>();
    project.set('priceOptions', map);
  }
  return map as Y.Map<Y.Array<PriceOption>>;
}

/** The owner's stored list, without creating anything. */
export function ownerPriceList(doc: Y.Doc, ownerId: string): Y.Array<PriceOption> | undefined {
  const map = projectMap(doc).get('priceOptions');
  if (!(map instanceof Y.Map)) return undefined;
  const list = map.get(ownerId);
  return list instanceof Y.Array ? (list as Y.Array<PriceOption>) : undefined;
}

export function ownerPriceOptions(doc: Y.Doc, ownerId: string): PriceOption[] {
  return ownerPriceList(doc, ownerId)?.toArray() ?? [];
}

/** The project's currencies not yet priced for this owner (the add button is disabled when none). */
export function availablePriceCurrencies(doc: Y.Doc, ownerId: string): string[] {
  const currencies = projectMap(doc).get('currencies');
  const all = currencies instanceof Y.Array ? (currencies.toArray() as string[]) : [];
  const used = new Set(ownerPriceOptions(doc, ownerId).map((option) => option.currencyCode));
  return all.filter((currency) => !used.has(currency));
}
