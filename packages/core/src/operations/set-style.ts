// Sets one style property of an element.
import type * as Y from 'yjs';
import { OperationError } from '../errors.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import { StyleValueSchema, type StyleValue } from '../schema/style-value.ts';
import { OPERATION_TEXTS } from '../texts.ts';
import { elementPart, type ElementRef } from './element-part.ts';
import { transact } from './transact.ts';

export interface SetStyleArgs extends ElementRef {
  /** A CSS property in camel case ('backgroundColor'). */
  property: string;
  value: StyleValue;
}

export function setStyle(doc: Y.Doc, args: SetStyleArgs, origin: unknown = LOCAL_ORIGIN): void {
  const parsed = StyleValueSchema.safeParse(args.value);
  if (!parsed.success)
    throw new OperationError(OPERATION_TEXTS.invalidStyle(parsed.error.issues[0]!.message));
  const styles = elementPart(doc, args, 'styles');
  transact(doc, origin, () => styles.set(args.property, parsed.data));
}
