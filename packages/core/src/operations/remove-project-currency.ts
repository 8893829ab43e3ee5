// Removes a currency from the project's currencies; the default currency stays.
import type * as Y from 'yjs';
import { projectMap } from '../document/access.ts';
import { OperationError } from '../errors.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import { OPERATION_TEXTS } from '../texts.ts';
import { projectCurrencies, type ProjectCurrencyArgs } from './add-project-currency.ts';
import { transact } from './transact.ts';

/** Returns whether the currency was in the project. */
export function removeProjectCurrency(
  doc: Y.Doc,
  args: ProjectCurrencyArgs,
  origin: unknown = LOCAL_ORIGIN,
): boolean {
  if (projectMap(doc).get('currency') === args.currencyCode) {
    throw new OperationError(OPERATION_TEXTS.currencyIsDefault(args.currencyCode));
  }
  const currencies = projectCurrencies(doc);
  const ids = currencies.toArray();
  if (!ids.includes(args.currencyCode)) return false;
  transact(doc, origin, () => {
    for (let index = ids.length - 1; index >= 0; index -= 1) {
      if (ids[index] === args.currencyCode) currencies.delete(index, 1);
    }
  });
  return true;
}
