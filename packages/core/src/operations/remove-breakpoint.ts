// Removes a breakpoint and, in the same step, every element's values for it (the base stays).
import * as Y from 'yjs';
import { pageElements, pagesMap } from '../document/access.ts';
import { breakpointStyleKey } from '../document/breakpoints.ts';
import { OperationError } from '../errors.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import { BASE_BREAKPOINT_ID } from '../constants.ts';
import { OPERATION_TEXTS } from '../texts.ts';
import { documentBreakpoints, ensureBreakpointList } from './breakpoint-styles.ts';
import { transact } from './transact.ts';

export function removeBreakpoint(doc: Y.Doc, args: { id: string }, origin: unknown = LOCAL_ORIGIN): void {
  if (args.id === BASE_BREAKPOINT_ID) throw new OperationError(OPERATION_TEXTS.baseBreakpointFixed);
  if (!documentBreakpoints(doc).some((point) => point.id === args.id))
    throw new OperationError(OPERATION_TEXTS.breakpointNotFound(args.id));
  const prefix = breakpointStyleKey(args.id, '');
  transact(doc, origin, () => {
    ensureBreakpointList(doc).delete(args.id);
    for (const page of pagesMap(doc).values()) {
      for (const element of pageElements(page).values()) {
        const styles = element.get('breakpointStyles');
        if (!(styles instanceof Y.Map)) continue;
        for (const key of [...styles.keys()]) if (key.startsWith(prefix)) styles.delete(key);
      }
    }
  });
}
