// Adds a font to a theme's imports: a font file of the library under a family name, or a stylesheet
// URL (https, or a path on this server). The same font twice is refused.
import type * as Y from 'yjs';
import { OperationError } from '../errors.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import { ThemeImportSchema, type ThemeImport } from '../schema/theme.ts';
import { OPERATION_TEXTS } from '../texts.ts';
import { themeImports } from './theme-imports.ts';
import { transact } from './transact.ts';

export interface AddThemeImportArgs {
  theme: string;
  entry: ThemeImport;
}

/** https URLs, or absolute paths on the studio's own origin (library files). */
export function isImportableUrl(url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

const sameFont = (a: ThemeImport, b: ThemeImport) =>
  typeof a === 'string' || typeof b === 'string'
    ? a === b
    : a.url === b.url && a.family === b.family && a.weight === b.weight && a.style === b.style;

export function addThemeImport(doc: Y.Doc, args: AddThemeImportArgs, origin: unknown = LOCAL_ORIGIN): void {
  const parsed = ThemeImportSchema.safeParse(args.entry);
  if (!parsed.success)
    throw new OperationError(OPERATION_TEXTS.fontImportInvalid(parsed.error.issues[0]?.message ?? ''));
  const entry = parsed.data;
  const url = typeof entry === 'string' ? entry : entry.url;
  if (!isImportableUrl(url))
    throw new OperationError(OPERATION_TEXTS.fontImportInvalid('the address must start with https:// or /'));
  const imports = themeImports(doc, args.theme);
  if (imports.toArray().some((existing) => sameFont(existing, entry)))
    throw new OperationError(OPERATION_TEXTS.fontImportExists);
  transact(doc, origin, () => imports.push([entry]));
}
