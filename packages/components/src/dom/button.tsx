// Button: its children, or its label when it has none.
import type { ElementRenderProps } from '../render/types.ts';
import { hasChildren, pointerHandlers, text } from './dom-events.ts';

export function Button({ props, style, attributes, events, children }: ElementRenderProps) {
  return (
    <button
      type="button"
      {...attributes}
      style={style}
      disabled={props.disabled === true}
      {...pointerHandlers(events)}
    >
      {hasChildren(children) ? children : text(props.label)}
    </button>
  );
}
