// Renames a page state; refused when the new name exists.
import type * as Y from 'yjs';
import { OperationError } from '../errors.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import { OPERATION_TEXTS } from '../texts.ts';
import { pageStates, stateName } from './page-states.ts';
import { transact } from './transact.ts';

export interface RenamePageStateArgs {
  pageId: string;
  from: string;
  to: string;
}

export function renamePageState(doc: Y.Doc, args: RenamePageStateArgs, origin: unknown = LOCAL_ORIGIN): void {
  const to = stateName(args.to);
  if (to === args.from) return;
  const states = pageStates(doc, args.pageId);
  if (!states.has(args.from)) throw new OperationError(OPERATION_TEXTS.stateNotFound(args.from));
  if (states.has(to)) throw new OperationError(OPERATION_TEXTS.stateExists(to));
  const definition = states.get(args.from);
  transact(doc, origin, () => {
    states.delete(args.from);
    states.set(to, definition);
  });
}
