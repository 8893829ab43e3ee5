// Button: its children, or its label when it has none. Its look (theme colours, padding, radius,
// hover, focus ring) comes from the page base stylesheet; the element's own styles override it.
import type { ElementRenderProps } from '../render/types.ts';
import { BUTTON_CLASS } from '../styles/page-classes.ts';
import { hasChildren, pointerHandlers, text } from './dom-events.ts';

export function Button({ props, style, attributes, events, children }: ElementRenderProps) {
  return (
    <button
      type="button"
      {...attributes}
      className={BUTTON_CLASS}
      style={style}
      disabled={props.disabled === true}
      {...pointerHandlers(events)}
    >
      {hasChildren(children) ? children : text(props.label)}
    </button>
  );
}
