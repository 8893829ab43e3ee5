// Shows or hides an element through its `visibility` static boolean prop.
import type * as Y from 'yjs';
import { LOCAL_ORIGIN } from '../origin.ts';
import { SPECIAL_PROPS, type PropValue } from '../schema/prop-value.ts';
import { elementPart, type ElementRef } from './element-part.ts';
import { transact } from './transact.ts';

export interface SetElementVisibilityArgs extends ElementRef {
  /** Omitted: toggle the current visibility. */
  visible?: boolean;
}

/** Anything but a static `false` shows the element. */
export function isVisibleProp(value: PropValue | undefined): boolean {
  return !(value?.type === 'static' && value.content === false);
}

/** Returns the new visibility. */
export function setElementVisibility(
  doc: Y.Doc,
  args: SetElementVisibilityArgs,
  origin: unknown = LOCAL_ORIGIN,
): boolean {
  const props = elementPart(doc, args, 'props');
  const visible =
    args.visible ?? !isVisibleProp(props.get(SPECIAL_PROPS.visibility) as PropValue | undefined);
  transact(doc, origin, () => props.set(SPECIAL_PROPS.visibility, { type: 'static', content: visible }));
  return visible;
}
