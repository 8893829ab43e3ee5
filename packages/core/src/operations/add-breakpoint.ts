// Adds a breakpoint to the project (a new screen width styles can differ for).
import type * as Y from 'yjs';
import { LOCAL_ORIGIN } from '../origin.ts';
import type { Breakpoint } from '../schema/breakpoint.ts';
import { checkedList, parseBreakpoint } from './breakpoint-list.ts';
import { documentBreakpoints, ensureBreakpointList } from './breakpoint-styles.ts';
import { OperationError } from '../errors.ts';
import { OPERATION_TEXTS } from '../texts.ts';
import { transact } from './transact.ts';

export interface AddBreakpointArgs {
  label: string;
  minWidth?: number;
  maxWidth?: number;
  /** Defaults to a new id. */
  id?: string;
}

/** Returns the new breakpoint. */
export function addBreakpoint(
  doc: Y.Doc,
  args: AddBreakpointArgs,
  origin: unknown = LOCAL_ORIGIN,
): Breakpoint {
  const id = args.id ?? `bp-${crypto.randomUUID().slice(0, 8)}`;
  const point = parseBreakpoint({ ...args, id });
  if (documentBreakpoints(doc).some((other) => other.id === point.id))
    throw new OperationError(OPERATION_TEXTS.breakpointExists(point.id));
  checkedList(doc, point);
  transact(doc, origin, () => ensureBreakpointList(doc).set(point.id, point));
  return point;
}
