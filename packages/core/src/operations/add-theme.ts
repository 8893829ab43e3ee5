// Creates a theme: the built-in tokens at their default values, no custom tokens, no imports.
// Without a name it is 'Theme' (with a number suffix when taken).
import type * as Y from 'yjs';
import { themeToY } from '../document/build.ts';
import { NEW_THEME_NAME } from '../constants.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import { createDefaultTheme } from '../schema/theme.ts';
import { checkNewThemeName, themesMap, uniqueThemeName } from './themes.ts';
import { transact } from './transact.ts';

export interface AddThemeArgs {
  name?: string;
}

/** Returns the new theme's name. */
export function addTheme(doc: Y.Doc, args: AddThemeArgs = {}, origin: unknown = LOCAL_ORIGIN): string {
  const themes = themesMap(doc);
  const name =
    args.name === undefined
      ? uniqueThemeName((candidate) => themes.has(candidate), NEW_THEME_NAME)
      : checkNewThemeName(themes, args.name);
  return transact(doc, origin, () => {
    themes.set(name, themeToY(createDefaultTheme()));
    return name;
  });
}
