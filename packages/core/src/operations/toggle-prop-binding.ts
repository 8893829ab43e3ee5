// The bind toggle of a control: a binding with a fallback reverts to static, a binding without a
// fallback is removed, a static (or unset) prop becomes a binding (SPEC.md §4).
import type * as Y from 'yjs';
import { LOCAL_ORIGIN } from '../origin.ts';
import type { PropValue } from '../schema/prop-value.ts';
import { elementPart, type ElementRef } from './element-part.ts';
import { toggledBinding } from './prop-transitions.ts';
import { transact } from './transact.ts';

export interface TogglePropBindingArgs extends ElementRef {
  prop: string;
  /** The expression of a new binding (default empty). */
  expression?: string;
}

/** Returns the prop's new value (undefined: removed). */
export function togglePropBinding(
  doc: Y.Doc,
  args: TogglePropBindingArgs,
  origin: unknown = LOCAL_ORIGIN,
): PropValue | undefined {
  const props = elementPart(doc, args, 'props');
  const next = toggledBinding(props.get(args.prop) as PropValue | undefined, args.expression);
  transact(doc, origin, () => {
    if (next === undefined) props.delete(args.prop);
    else props.set(args.prop, next);
  });
  return next;
}
