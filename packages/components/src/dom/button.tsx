// Button: its children, or its label when it has none. Its look (theme colours, padding, radius,
// hover, focus ring) comes from the page base stylesheet; the element's own styles override it.
import type { RenderProps } from '../render/types.ts';
import type { buttonMeta } from './button.meta.ts';
import { BUTTON_CLASS } from '../styles/page-classes.ts';
import { hasChildren, pointerHandlers, text } from './dom-events.ts';

export function Button({ props, style, attributes, events, children }: RenderProps<typeof buttonMeta>) {
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
