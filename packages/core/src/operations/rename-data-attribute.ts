// Renames a data attribute; refused when the new name exists.
import type * as Y from 'yjs';
import { OperationError } from '../errors.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import { OPERATION_TEXTS } from '../texts.ts';
import { elementPart, type ElementRef } from './element-part.ts';
import { transact } from './transact.ts';

export interface RenameDataAttributeArgs extends ElementRef {
  from: string;
  to: string;
}

export function renameDataAttribute(
  doc: Y.Doc,
  args: RenameDataAttributeArgs,
  origin: unknown = LOCAL_ORIGIN,
): void {
  const to = args.to.trim();
  if (to === args.from) return;
  if (to === '') throw new OperationError(OPERATION_TEXTS.dataAttributeNameEmpty);
  const attributes = elementPart(doc, args, 'dataAttributes');
  if (!attributes.has(args.from)) throw new OperationError(OPERATION_TEXTS.dataAttributeNotFound(args.from));
  if (attributes.has(to)) throw new OperationError(OPERATION_TEXTS.dataAttributeExists(to));
  const value = attributes.get(args.from);
  transact(doc, origin, () => {
    attributes.delete(args.from);
    attributes.set(to, value);
  });
}
