// Renames a material or texture; a name is required.
import type * as Y from 'yjs';
import { OperationError } from '../errors.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import { OPERATION_TEXTS } from '../texts.ts';
import { getGlElement } from './gl-elements.ts';
import { transact } from './transact.ts';

export interface RenameGlElementArgs {
  id: string;
  name: string;
}

export function renameGlElement(doc: Y.Doc, args: RenameGlElementArgs, origin: unknown = LOCAL_ORIGIN): void {
  const name = args.name.trim();
  if (name === '') throw new OperationError(OPERATION_TEXTS.materialNameEmpty);
  const element = getGlElement(doc, args.id);
  transact(doc, origin, () => element.set('name', name));
}
