// Changes the value of an existing data attribute (values are strings).
import type * as Y from 'yjs';
import { OperationError } from '../errors.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import { OPERATION_TEXTS } from '../texts.ts';
import { assertDataAttributeValue, type DataAttributeArgs } from './add-data-attribute.ts';
import { elementPart } from './element-part.ts';
import { transact } from './transact.ts';

export function setDataAttribute(doc: Y.Doc, args: DataAttributeArgs, origin: unknown = LOCAL_ORIGIN): void {
  assertDataAttributeValue(args.value);
  const attributes = elementPart(doc, args, 'dataAttributes');
  if (!attributes.has(args.name)) throw new OperationError(OPERATION_TEXTS.dataAttributeNotFound(args.name));
  const value = args.value;
  transact(doc, origin, () => attributes.set(args.name, value));
}
