// Adds a data attribute to an element; refused when the name exists or the value is not a string.
import type * as Y from 'yjs';
import { OperationError } from '../errors.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import { OPERATION_TEXTS } from '../texts.ts';
import { elementPart, type ElementRef } from './element-part.ts';
import { transact } from './transact.ts';

export interface DataAttributeArgs extends ElementRef {
  name: string;
  value: unknown;
}

export function assertDataAttributeValue(value: unknown): asserts value is string {
  if (typeof value !== 'string') throw new OperationError(OPERATION_TEXTS.dataAttributeValueNotString);
}

export function addDataAttribute(doc: Y.Doc, args: DataAttributeArgs, origin: unknown = LOCAL_ORIGIN): void {
  const name = args.name.trim();
  if (name === '') throw new OperationError(OPERATION_TEXTS.dataAttributeNameEmpty);
  assertDataAttributeValue(args.value);
  const attributes = elementPart(doc, args, 'dataAttributes');
  if (attributes.has(name)) throw new OperationError(OPERATION_TEXTS.dataAttributeExists(name));
  const value = args.value;
  transact(doc, origin, () => attributes.set(name, value));
}
