// Renames a theme; pages that chose it follow the new name. 'default' keeps its name: every
// project has it and pages without a choice show it.
import type * as Y from 'yjs';
import { themeToY } from '../document/build.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import { ThemeSchema } from '../schema/theme.ts';
import { assertNotDefaultTheme, checkNewThemeName, getTheme, pagesWithTheme, themesMap } from './themes.ts';
import { transact } from './transact.ts';

export interface RenameThemeArgs {
  from: string;
  to: string;
}

/** Returns the theme's name after the change. */
export function renameTheme(doc: Y.Doc, args: RenameThemeArgs, origin: unknown = LOCAL_ORIGIN): string {
  assertNotDefaultTheme(args.from);
  const theme = ThemeSchema.parse(getTheme(doc, args.from).toJSON());
  if (args.to.trim() === args.from) return args.from;
  const themes = themesMap(doc);
  const to = checkNewThemeName(themes, args.to);
  return transact(doc, origin, () => {
    themes.delete(args.from);
    themes.set(to, themeToY(theme));
    for (const page of pagesWithTheme(doc, args.from)) page.set('theme', to);
    return to;
  });
}
