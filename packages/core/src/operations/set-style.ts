// Sets one style property of an element, for the base or for one breakpoint.
import type * as Y from 'yjs';
import { breakpointStyleKey } from '../document/breakpoints.ts';
import { OperationError } from '../errors.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import { BASE_BREAKPOINT_ID } from '../constants.ts';
import { StyleValueSchema, type StyleValue } from '../schema/style-value.ts';
import { OPERATION_TEXTS } from '../texts.ts';
import { assertBreakpoint, assertStyleProperty, ensureBreakpointStyles } from './breakpoint-styles.ts';
import { elementPart, type ElementRef } from './element-part.ts';
import { transact } from './transact.ts';

export interface SetStyleArgs extends ElementRef {
  /** A CSS property in camel case ('backgroundColor'). */
  property: string;
  value: StyleValue;
  /** The breakpoint the value is for; the base styles without one. */
  breakpointId?: string;
}

export function setStyle(doc: Y.Doc, args: SetStyleArgs, origin: unknown = LOCAL_ORIGIN): void {
  const parsed = StyleValueSchema.safeParse(args.value);
  if (!parsed.success)
    throw new OperationError(OPERATION_TEXTS.invalidStyle(parsed.error.issues[0]!.message));
  const breakpointId = assertBreakpoint(doc, args.breakpointId);
  if (breakpointId === BASE_BREAKPOINT_ID) {
    const styles = elementPart(doc, args, 'styles');
    transact(doc, origin, () => styles.set(args.property, parsed.data));
    return;
  }
  assertStyleProperty(args.property);
  elementPart(doc, args, 'styles'); // the element exists
  transact(doc, origin, () =>
    ensureBreakpointStyles(doc, args).set(breakpointStyleKey(breakpointId, args.property), parsed.data),
  );
}
