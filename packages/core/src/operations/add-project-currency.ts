// Adds a currency to the project's currencies; each currency appears once.
import * as Y from 'yjs';
import { projectMap } from '../document/access.ts';
import { OperationError } from '../errors.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import { CurrencyCodeSchema } from '../schema/price-option.ts';
import { OPERATION_TEXTS } from '../texts.ts';
import { transact } from './transact.ts';

export interface ProjectCurrencyArgs {
  currencyCode: string;
}

export function projectCurrencies(doc: Y.Doc): Y.Array<string> {
  const currencies = projectMap(doc).get('currencies');
  if (!(currencies instanceof Y.Array)) throw new Error('Project document is missing currencies');
  return currencies as Y.Array<string>;
}

export function addProjectCurrency(
  doc: Y.Doc,
  args: ProjectCurrencyArgs,
  origin: unknown = LOCAL_ORIGIN,
): void {
  const parsed = CurrencyCodeSchema.safeParse(args.currencyCode);
  if (!parsed.success) throw new OperationError(parsed.error.issues[0]!.message);
  const currencies = projectCurrencies(doc);
  if (currencies.toArray().includes(parsed.data))
    throw new OperationError(OPERATION_TEXTS.currencyExists(parsed.data));
  transact(doc, origin, () => currencies.push([parsed.data]));
}
