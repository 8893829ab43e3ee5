// Sets one prop of an element to a prop value (static, binding or reference) as given.
import type * as Y from 'yjs';
import { OperationError } from '../errors.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import { PropValueSchema, type PropValue } from '../schema/prop-value.ts';
import { OPERATION_TEXTS } from '../texts.ts';
import { elementPart, type ElementRef } from './element-part.ts';
import { transact } from './transact.ts';

export interface SetPropArgs extends ElementRef {
  prop: string;
  value: PropValue;
}

export function setProp(doc: Y.Doc, args: SetPropArgs, origin: unknown = LOCAL_ORIGIN): void {
  const parsed = PropValueSchema.safeParse(args.value);
  if (!parsed.success) throw new OperationError(OPERATION_TEXTS.invalidProp(parsed.error.issues[0]!.message));
  const props = elementPart(doc, args, 'props');
  const value = JSON.parse(JSON.stringify(parsed.data)) as PropValue;
  transact(doc, origin, () => props.set(args.prop, value));
}
