// Sets a prop's static content from a control; while the prop is bound the content becomes the
// binding's fallback (SPEC.md §4).
import type * as Y from 'yjs';
import { LOCAL_ORIGIN } from '../origin.ts';
import type { PropValue } from '../schema/prop-value.ts';
import { elementPart, type ElementRef } from './element-part.ts';
import { withStaticContent } from './prop-transitions.ts';
import { transact } from './transact.ts';

export interface SetStaticPropArgs extends ElementRef {
  prop: string;
  content: unknown;
}

export function setStaticProp(
  doc: Y.Doc,
  args: SetStaticPropArgs,
  origin: unknown = LOCAL_ORIGIN,
): PropValue {
  const props = elementPart(doc, args, 'props');
  const next = withStaticContent(props.get(args.prop) as PropValue | undefined, args.content);
  transact(doc, origin, () => props.set(args.prop, next));
  return next;
}
