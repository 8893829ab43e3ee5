// Adds a price in one currency for an owner; each currency may be used once.
import * as Y from 'yjs';
import { OperationError } from '../errors.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import { PriceOptionSchema, type PriceOption } from '../schema/price-option.ts';
import { OPERATION_TEXTS } from '../texts.ts';
import { ownerPriceOptions, priceOptionsMap } from './price-options.ts';
import { transact } from './transact.ts';

export interface AddPriceOptionArgs {
  /** The id of what is priced (an attribute option, an element...). */
  ownerId: string;
  currencyCode: string;
  value: number;
}

export function addPriceOption(doc: Y.Doc, args: AddPriceOptionArgs, origin: unknown = LOCAL_ORIGIN): void {
  const parsed = PriceOptionSchema.safeParse({ currencyCode: args.currencyCode, value: args.value });
  if (!parsed.success) throw new OperationError(parsed.error.issues[0]!.message);
  const option: PriceOption = parsed.data;
  if (
    ownerPriceOptions(doc, args.ownerId).some((existing) => existing.currencyCode === option.currencyCode)
  ) {
    throw new OperationError(OPERATION_TEXTS.priceCurrencyUsed(option.currencyCode));
  }
  transact(doc, origin, () => {
    const map = priceOptionsMap(doc);
    let list = map.get(args.ownerId);
    if (!list) {
      list = new Y.Array<PriceOption>();
      map.set(args.ownerId, list);
    }
    list.push([option]);
  });
}
