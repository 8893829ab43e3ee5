// Copies a theme (every token, custom ones included, and its imports) under a new name: the one
// given, else '<name> copy'.
import type * as Y from 'yjs';
import { themeToY } from '../document/build.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import { ThemeSchema } from '../schema/theme.ts';
import { checkNewThemeName, getTheme, themesMap, uniqueThemeName } from './themes.ts';
import { transact } from './transact.ts';

export interface DuplicateThemeArgs {
  name: string;
  as?: string;
}

/** Returns the copy's name. */
export function duplicateTheme(doc: Y.Doc, args: DuplicateThemeArgs, origin: unknown = LOCAL_ORIGIN): string {
  const themes = themesMap(doc);
  const original = ThemeSchema.parse(getTheme(doc, args.name).toJSON());
  const name =
    args.as === undefined
      ? uniqueThemeName((candidate) => themes.has(candidate), `${args.name} copy`)
      : checkNewThemeName(themes, args.as);
  return transact(doc, origin, () => {
    themes.set(name, themeToY(original));
    return name;
  });
}
