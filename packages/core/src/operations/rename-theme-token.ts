// Renames a custom token; default tokens are read-only and names must stay unique.
import type * as Y from 'yjs';
import { OperationError } from '../errors.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import { OPERATION_TEXTS } from '../texts.ts';
import { assertCustomToken, tokenGroup, type TokenGroupRef } from './theme-tokens.ts';
import { transact } from './transact.ts';

export interface RenameThemeTokenArgs extends TokenGroupRef {
  from: string;
  to: string;
}

export function renameThemeToken(
  doc: Y.Doc,
  args: RenameThemeTokenArgs,
  origin: unknown = LOCAL_ORIGIN,
): void {
  const to = args.to.trim();
  const group = tokenGroup(doc, args);
  assertCustomToken(group, args, args.from);
  if (to === args.from) return;
  if (to === '') throw new OperationError(OPERATION_TEXTS.tokenNameEmpty);
  if (group.has(to)) throw new OperationError(OPERATION_TEXTS.tokenExists(to));
  const value = group.get(args.from);
  transact(doc, origin, () => {
    group.delete(args.from);
    group.set(to, value);
  });
}
