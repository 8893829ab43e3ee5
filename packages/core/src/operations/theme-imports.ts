// A theme's imports list, created when an older document lacks it.
import * as Y from 'yjs';
import type { ThemeImport } from '../schema/theme.ts';
import { getTheme } from './themes.ts';

export function themeImports(doc: Y.Doc, theme: string): Y.Array<ThemeImport> {
  const map = getTheme(doc, theme);
  const existing = map.get('imports');
  if (existing instanceof Y.Array) return existing as Y.Array<ThemeImport>;
  const created = new Y.Array<ThemeImport>();
  doc.transact(() => map.set('imports', created));
  return created;
}
