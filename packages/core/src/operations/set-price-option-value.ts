// Changes the value of an owner's price in one currency.
import type * as Y from 'yjs';
import { OperationError } from '../errors.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import { OPERATION_TEXTS } from '../texts.ts';
import { ownerPriceList } from './price-options.ts';
import { transact } from './transact.ts';

export interface SetPriceOptionValueArgs {
  ownerId: string;
  currencyCode: string;
  value: number;
}

export function setPriceOptionValue(
  doc: Y.Doc,
  args: SetPriceOptionValueArgs,
  origin: unknown = LOCAL_ORIGIN,
): void {
  if (typeof args.value !== 'number' || !Number.isFinite(args.value)) {
    throw new OperationError(OPERATION_TEXTS.invalidPrice);
  }
  const list = ownerPriceList(doc, args.ownerId);
  const index = list ? list.toArray().findIndex((option) => option.currencyCode === args.currencyCode) : -1;
  if (!list || index < 0) throw new OperationError(OPERATION_TEXTS.priceOptionNotFound(args.currencyCode));
  transact(doc, origin, () => {
    list.delete(index, 1);
    list.insert(index, [{ currencyCode: args.currencyCode, value: args.value }]);
  });
}
