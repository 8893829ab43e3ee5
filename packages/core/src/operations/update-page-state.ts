// Changes a page state's type, description or default value (a new type without a new default
// value resets the default to the type's empty value).
import type * as Y from 'yjs';
import { OperationError } from '../errors.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import type { PageStateDefinition, PageStateType } from '../schema/page-state-definition.ts';
import { OPERATION_TEXTS } from '../texts.ts';
import { pageStates, parseStateDefinition } from './page-states.ts';
import { transact } from './transact.ts';

export interface UpdatePageStateArgs {
  pageId: string;
  name: string;
  type?: PageStateType;
  description?: string;
  defaultValue?: unknown;
}

export function updatePageState(doc: Y.Doc, args: UpdatePageStateArgs, origin: unknown = LOCAL_ORIGIN): void {
  const states = pageStates(doc, args.pageId);
  const current = states.get(args.name) as PageStateDefinition | undefined;
  if (!current) throw new OperationError(OPERATION_TEXTS.stateNotFound(args.name));
  const typeChanged = args.type !== undefined && args.type !== current.type;
  const definition = parseStateDefinition({
    type: args.type ?? current.type,
    description: args.description ?? current.description,
    defaultValue:
      args.defaultValue !== undefined ? args.defaultValue : typeChanged ? undefined : current.defaultValue,
  });
  transact(doc, origin, () => states.set(args.name, definition));
}
