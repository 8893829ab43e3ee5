// Checks a breakpoint list edit before it is written: the edited breakpoint valid on its own and the
// whole list valid together (breakpoint.ts): a base, ids as stored, no two equal widths.
import type * as Y from 'yjs';
import { OperationError } from '../errors.ts';
import { BreakpointSchema, breakpointsProblem, type Breakpoint } from '../schema/breakpoint.ts';
import { OPERATION_TEXTS } from '../texts.ts';
import { documentBreakpoints } from './breakpoint-styles.ts';

export function parseBreakpoint(input: unknown): Breakpoint {
  const parsed = BreakpointSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
    throw new OperationError(OPERATION_TEXTS.breakpointInvalid(`${where}${issue.message}`));
  }
  return parsed.data;
}

/** The document's list with `change` applied (a breakpoint put or an id removed), checked whole. */
export function checkedList(doc: Y.Doc, put: Breakpoint | null, removeId?: string): void {
  const list: Record<string, Breakpoint> = {};
  for (const point of documentBreakpoints(doc)) if (point.id !== removeId) list[point.id] = point;
  if (put) list[put.id] = put;
  const problem = breakpointsProblem(list);
  if (problem) throw new OperationError(OPERATION_TEXTS.breakpointInvalid(problem));
}
