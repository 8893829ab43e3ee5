// Removes a page state.
import type * as Y from 'yjs';
import { LOCAL_ORIGIN } from '../origin.ts';
import { pageStates } from './page-states.ts';
import { transact } from './transact.ts';

export interface RemovePageStateArgs {
  pageId: string;
  name: string;
}

/** Returns whether the state existed. */
export function removePageState(
  doc: Y.Doc,
  args: RemovePageStateArgs,
  origin: unknown = LOCAL_ORIGIN,
): boolean {
  const states = pageStates(doc, args.pageId);
  if (!states.has(args.name)) return false;
  transact(doc, origin, () => states.delete(args.name));
  return true;
}
