// Renames a breakpoint or changes its width (the base can be renamed, never given a width).
import type * as Y from 'yjs';
import { OperationError } from '../errors.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import { BASE_BREAKPOINT_ID } from '../constants.ts';
import type { Breakpoint } from '../schema/breakpoint.ts';
import { OPERATION_TEXTS } from '../texts.ts';
import { checkedList, parseBreakpoint } from './breakpoint-list.ts';
import { documentBreakpoints, ensureBreakpointList } from './breakpoint-styles.ts';
import { transact } from './transact.ts';

export interface UpdateBreakpointArgs {
  id: string;
  label?: string;
  /** A width replaces the other kind: setting minWidth drops maxWidth and the reverse. */
  minWidth?: number;
  maxWidth?: number;
}

export function updateBreakpoint(
  doc: Y.Doc,
  args: UpdateBreakpointArgs,
  origin: unknown = LOCAL_ORIGIN,
): Breakpoint {
  const current = documentBreakpoints(doc).find((point) => point.id === args.id);
  if (!current) throw new OperationError(OPERATION_TEXTS.breakpointNotFound(args.id));
  const widthChange = args.minWidth !== undefined || args.maxWidth !== undefined;
  if (args.id === BASE_BREAKPOINT_ID && widthChange)
    throw new OperationError(OPERATION_TEXTS.baseBreakpointFixed);
  const widths = widthChange ? { minWidth: args.minWidth, maxWidth: args.maxWidth } : {};
  const next = { ...current, ...(args.label !== undefined ? { label: args.label } : {}), ...widths };
  const point = parseBreakpoint(
    Object.fromEntries(Object.entries(next).filter(([, value]) => value !== undefined)),
  );
  checkedList(doc, point);
  transact(doc, origin, () => ensureBreakpointList(doc).set(point.id, point));
  return point;
}
