// Changes a token's value: custom tokens in every theme, built-in ones outside the 'default' theme.
import type * as Y from 'yjs';
import { LOCAL_ORIGIN } from '../origin.ts';
import { assertEditableValue, tokenGroup, type TokenGroupRef } from './theme-tokens.ts';
import { transact } from './transact.ts';

export interface SetThemeTokenValueArgs extends TokenGroupRef {
  name: string;
  value: string;
}

export function setThemeTokenValue(
  doc: Y.Doc,
  args: SetThemeTokenValueArgs,
  origin: unknown = LOCAL_ORIGIN,
): void {
  const group = tokenGroup(doc, args);
  assertEditableValue(group, args, args.name);
  transact(doc, origin, () => group.set(args.name, String(args.value)));
}
