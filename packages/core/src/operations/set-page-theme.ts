// Chooses the theme a page shows in the preview and in published releases. Choosing 'default'
// clears the choice, so the page follows the project's default theme.
import type * as Y from 'yjs';
import { getPage } from '../document/access.ts';
import { DEFAULT_THEME_NAME } from '../constants.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import { getTheme } from './themes.ts';
import { transact } from './transact.ts';

export interface SetPageThemeArgs {
  pageId: string;
  theme: string;
}

export function setPageTheme(doc: Y.Doc, args: SetPageThemeArgs, origin: unknown = LOCAL_ORIGIN): void {
  const page = getPage(doc, args.pageId);
  getTheme(doc, args.theme);
  if ((page.get('theme') ?? DEFAULT_THEME_NAME) === args.theme) return;
  transact(doc, origin, () => {
    if (args.theme === DEFAULT_THEME_NAME) page.delete('theme');
    else page.set('theme', args.theme);
  });
}
