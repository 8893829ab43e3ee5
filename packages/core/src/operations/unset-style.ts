// Removes one style property of an element.
import type * as Y from 'yjs';
import { LOCAL_ORIGIN } from '../origin.ts';
import { elementPart, type ElementRef } from './element-part.ts';
import { transact } from './transact.ts';

export interface UnsetStyleArgs extends ElementRef {
  property: string;
}

/** Returns whether the property was set. */
export function unsetStyle(doc: Y.Doc, args: UnsetStyleArgs, origin: unknown = LOCAL_ORIGIN): boolean {
  const styles = elementPart(doc, args, 'styles');
  if (!styles.has(args.property)) return false;
  transact(doc, origin, () => styles.delete(args.property));
  return true;
}
