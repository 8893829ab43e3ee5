// Shared lookup for the theme token operations.
import type * as Y from 'yjs';
import { childMap, projectPart } from '../document/access.ts';
import type { YMap } from '../document/build.ts';
import { DEFAULT_THEME_NAME } from '../constants.ts';
import { OperationError } from '../errors.ts';
import { isDefaultToken, type TokenGroup } from '../schema/theme.ts';
import { OPERATION_TEXTS } from '../texts.ts';

export interface TokenGroupRef {
  /** Defaults to the 'default' theme. */
  theme?: string;
  group: TokenGroup;
}

export function tokenGroup(doc: Y.Doc, ref: TokenGroupRef): YMap {
  const themeName = ref.theme ?? DEFAULT_THEME_NAME;
  const themes = childMap(projectPart(doc, 'config') as YMap, 'themes');
  const theme = themes.get(themeName) as YMap | undefined;
  if (!theme) throw new OperationError(OPERATION_TEXTS.themeNotFound(themeName));
  return childMap(theme, ref.group);
}

/**
 * The value of a custom token may change in every theme; a built-in token's value only in themes
 * other than 'default' (that is what a second theme is for), never its name.
 */
export function assertEditableValue(group: YMap, ref: TokenGroupRef, name: string): void {
  if (!group.has(name)) throw new OperationError(OPERATION_TEXTS.tokenNotFound(name));
  if ((ref.theme ?? DEFAULT_THEME_NAME) === DEFAULT_THEME_NAME) assertCustomToken(group, ref, name);
}

/** Only custom tokens may be renamed or removed (and changed, in the 'default' theme). */
export function assertCustomToken(group: YMap, ref: TokenGroupRef, name: string): void {
  if (!group.has(name)) throw new OperationError(OPERATION_TEXTS.tokenNotFound(name));
  if (isDefaultToken(ref.group, name)) throw new OperationError(OPERATION_TEXTS.tokenReadOnly(name));
}
