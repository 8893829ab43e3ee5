// Adds a named state to a page; refused when the name exists.
import type * as Y from 'yjs';
import { OperationError } from '../errors.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import type { PageStateType } from '../schema/page-state-definition.ts';
import { OPERATION_TEXTS } from '../texts.ts';
import { pageStates, parseStateDefinition, stateName } from './page-states.ts';
import { transact } from './transact.ts';

export interface AddPageStateArgs {
  pageId: string;
  name: string;
  type: PageStateType;
  description?: string;
  /** Defaults to the type's empty value ('', 0, [], false). */
  defaultValue?: unknown;
}

export function addPageState(doc: Y.Doc, args: AddPageStateArgs, origin: unknown = LOCAL_ORIGIN): void {
  const name = stateName(args.name);
  const states = pageStates(doc, args.pageId);
  if (states.has(name)) throw new OperationError(OPERATION_TEXTS.stateExists(name));
  const definition = parseStateDefinition({
    type: args.type,
    description: args.description,
    defaultValue: args.defaultValue,
  });
  transact(doc, origin, () => states.set(name, definition));
}
