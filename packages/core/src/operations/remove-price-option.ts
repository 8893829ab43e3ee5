// Removes an owner's price in one currency (the currency becomes available again).
import type * as Y from 'yjs';
import { LOCAL_ORIGIN } from '../origin.ts';
import { ownerPriceList } from './price-options.ts';
import { transact } from './transact.ts';

export interface RemovePriceOptionArgs {
  ownerId: string;
  currencyCode: string;
}

/** Returns whether a price was removed. */
export function removePriceOption(
  doc: Y.Doc,
  args: RemovePriceOptionArgs,
  origin: unknown = LOCAL_ORIGIN,
): boolean {
  const list = ownerPriceList(doc, args.ownerId);
  if (!list) return false;
  const indexes = list
    .toArray()
    .map((option, index) => (option.currencyCode === args.currencyCode ? index : -1))
    .filter((index) => index >= 0);
  if (indexes.length === 0) return false;
  transact(doc, origin, () => {
    for (const index of indexes.reverse()) list.delete(index, 1);
  });
  return true;
}
