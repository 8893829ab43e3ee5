// Removes one font (by its position in the list) from a theme's imports.
import type * as Y from 'yjs';
import { OperationError } from '../errors.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import { OPERATION_TEXTS } from '../texts.ts';
import { themeImports } from './theme-imports.ts';
import { transact } from './transact.ts';

export interface RemoveThemeImportArgs {
  theme: string;
  index: number;
}

export function removeThemeImport(
  doc: Y.Doc,
  args: RemoveThemeImportArgs,
  origin: unknown = LOCAL_ORIGIN,
): void {
  const imports = themeImports(doc, args.theme);
  if (!Number.isInteger(args.index) || args.index < 0 || args.index >= imports.length)
    throw new OperationError(OPERATION_TEXTS.fontImportNotFound);
  transact(doc, origin, () => imports.delete(args.index, 1));
}
