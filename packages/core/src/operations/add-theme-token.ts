// Adds a custom token named 'customToken' (with a number suffix when taken): a warm orange for
// colours, '0' for every other group.
import type * as Y from 'yjs';
import { NEW_COLOR_TOKEN_VALUE, NEW_TOKEN_NAME, NEW_TOKEN_VALUE } from '../constants.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import { tokenGroup, type TokenGroupRef } from './theme-tokens.ts';
import { transact } from './transact.ts';

export function uniqueTokenName(taken: (name: string) => boolean, base = NEW_TOKEN_NAME): string {
  if (!taken(base)) return base;
  let n = 1;
  while (taken(`${base}${n}`)) n += 1;
  return `${base}${n}`;
}

/** Returns the new token's name. */
export function addThemeToken(doc: Y.Doc, args: TokenGroupRef, origin: unknown = LOCAL_ORIGIN): string {
  const group = tokenGroup(doc, args);
  const name = uniqueTokenName((candidate) => group.has(candidate));
  const value = args.group === 'colors' ? NEW_COLOR_TOKEN_VALUE : NEW_TOKEN_VALUE;
  return transact(doc, origin, () => {
    group.set(name, value);
    return name;
  });
}
