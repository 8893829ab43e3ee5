// Removes one prop of an element (the control shows the component's default again).
import type * as Y from 'yjs';
import { LOCAL_ORIGIN } from '../origin.ts';
import { elementPart, type ElementRef } from './element-part.ts';
import { transact } from './transact.ts';

export interface UnsetPropArgs extends ElementRef {
  prop: string;
}

/** Returns whether the prop was set. */
export function unsetProp(doc: Y.Doc, args: UnsetPropArgs, origin: unknown = LOCAL_ORIGIN): boolean {
  const props = elementPart(doc, args, 'props');
  if (!props.has(args.prop)) return false;
  transact(doc, origin, () => props.delete(args.prop));
  return true;
}
