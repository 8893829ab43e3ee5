// Removes one style property of an element, from the base or from one breakpoint (which then shows
// the value it inherits).
import type * as Y from 'yjs';
import { breakpointStyleKey } from '../document/breakpoints.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import { BASE_BREAKPOINT_ID } from '../constants.ts';
import { breakpointStylesOf } from './breakpoint-styles.ts';
import { elementPart, type ElementRef } from './element-part.ts';
import { transact } from './transact.ts';

export interface UnsetStyleArgs extends ElementRef {
  property: string;
  /** The breakpoint whose value is removed; the base styles without one. */
  breakpointId?: string;
}

/** Returns whether the property was set. */
export function unsetStyle(doc: Y.Doc, args: UnsetStyleArgs, origin: unknown = LOCAL_ORIGIN): boolean {
  const styles = elementPart(doc, args, 'styles');
  const base = args.breakpointId === undefined || args.breakpointId === BASE_BREAKPOINT_ID;
  const map = base ? styles : breakpointStylesOf(doc, args);
  const key = base ? args.property : breakpointStyleKey(args.breakpointId!, args.property);
  if (!map?.has(key)) return false;
  transact(doc, origin, () => map.delete(key));
  return true;
}
