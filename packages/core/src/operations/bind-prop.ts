// Binds a prop to an expression, keeping the static value as the fallback (SPEC.md §4).
import type * as Y from 'yjs';
import { LOCAL_ORIGIN } from '../origin.ts';
import type { PropValue } from '../schema/prop-value.ts';
import { elementPart, type ElementRef } from './element-part.ts';
import { withBinding } from './prop-transitions.ts';
import { transact } from './transact.ts';

export interface BindPropArgs extends ElementRef {
  prop: string;
  expression: string;
}

export function bindProp(doc: Y.Doc, args: BindPropArgs, origin: unknown = LOCAL_ORIGIN): PropValue {
  const props = elementPart(doc, args, 'props');
  const next = withBinding(props.get(args.prop) as PropValue | undefined, args.expression);
  transact(doc, origin, () => props.set(args.prop, next));
  return next;
}
