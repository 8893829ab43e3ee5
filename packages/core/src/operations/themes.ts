// Shared lookup for the theme operations: the themes map, name checks and the pages that chose a
// theme. A page names its theme in `theme`; a page without one shows the 'default' theme.
import type * as Y from 'yjs';
import { childMap, pagesMap, projectPart } from '../document/access.ts';
import type { YMap } from '../document/build.ts';
import { DEFAULT_THEME_NAME, MAX_THEME_NAME_LENGTH } from '../constants.ts';
import { OperationError } from '../errors.ts';
import { OPERATION_TEXTS } from '../texts.ts';

export function themesMap(doc: Y.Doc): Y.Map<YMap> {
  return childMap(projectPart(doc, 'config') as YMap, 'themes') as Y.Map<YMap>;
}

export function getTheme(doc: Y.Doc, name: string): YMap {
  const theme = themesMap(doc).get(name);
  if (!theme) throw new OperationError(OPERATION_TEXTS.themeNotFound(name));
  return theme;
}

/** A trimmed theme name that is free; refusals name what is wrong. */
export function checkNewThemeName(themes: Y.Map<YMap>, raw: string): string {
  const name = raw.trim();
  if (name === '') throw new OperationError(OPERATION_TEXTS.themeNameEmpty);
  if (name.length > MAX_THEME_NAME_LENGTH)
    throw new OperationError(OPERATION_TEXTS.themeNameTooLong(MAX_THEME_NAME_LENGTH));
  if (themes.has(name)) throw new OperationError(OPERATION_TEXTS.themeExists(name));
  return name;
}

export function assertNotDefaultTheme(name: string): void {
  if (name === DEFAULT_THEME_NAME) throw new OperationError(OPERATION_TEXTS.defaultThemeLocked);
}

/** `base`, else `base 2`, `base 3`… — the first name not taken. */
export function uniqueThemeName(taken: (name: string) => boolean, base: string): string {
  const trimmed = base.trim().slice(0, MAX_THEME_NAME_LENGTH - 4);
  if (!taken(trimmed)) return trimmed;
  let n = 2;
  while (taken(`${trimmed} ${n}`)) n += 1;
  return `${trimmed} ${n}`;
}

/** The page maps whose chosen theme is `name`. */
export function pagesWithTheme(doc: Y.Doc, name: string): YMap[] {
  return [...pagesMap(doc).values()].filter((page) => page.get('theme') === name);
}
