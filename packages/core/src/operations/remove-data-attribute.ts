// Removes a data attribute from an element.
import type * as Y from 'yjs';
import { LOCAL_ORIGIN } from '../origin.ts';
import { elementPart, type ElementRef } from './element-part.ts';
import { transact } from './transact.ts';

export interface RemoveDataAttributeArgs extends ElementRef {
  name: string;
}

/** Returns whether the attribute existed. */
export function removeDataAttribute(
  doc: Y.Doc,
  args: RemoveDataAttributeArgs,
  origin: unknown = LOCAL_ORIGIN,
): boolean {
  const attributes = elementPart(doc, args, 'dataAttributes');
  if (!attributes.has(args.name)) return false;
  transact(doc, origin, () => attributes.delete(args.name));
  return true;
}
