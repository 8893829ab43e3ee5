// Removes a custom token; default tokens cannot be removed.
import type * as Y from 'yjs';
import { LOCAL_ORIGIN } from '../origin.ts';
import { assertCustomToken, tokenGroup, type TokenGroupRef } from './theme-tokens.ts';
import { transact } from './transact.ts';

export interface RemoveThemeTokenArgs extends TokenGroupRef {
  name: string;
}

export function removeThemeToken(
  doc: Y.Doc,
  args: RemoveThemeTokenArgs,
  origin: unknown = LOCAL_ORIGIN,
): void {
  const group = tokenGroup(doc, args);
  assertCustomToken(group, args, args.name);
  transact(doc, origin, () => group.delete(args.name));
}
