// Deletes a theme; pages that chose it show the 'default' theme again. 'default' cannot go.
import type * as Y from 'yjs';
import { LOCAL_ORIGIN } from '../origin.ts';
import { assertNotDefaultTheme, getTheme, pagesWithTheme, themesMap } from './themes.ts';
import { transact } from './transact.ts';

export interface RemoveThemeArgs {
  name: string;
}

export function removeTheme(doc: Y.Doc, args: RemoveThemeArgs, origin: unknown = LOCAL_ORIGIN): void {
  assertNotDefaultTheme(args.name);
  getTheme(doc, args.name);
  transact(doc, origin, () => {
    themesMap(doc).delete(args.name);
    for (const page of pagesWithTheme(doc, args.name)) page.delete('theme');
  });
}
