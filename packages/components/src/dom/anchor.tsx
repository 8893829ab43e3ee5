// Anchor: a link; unsafe URLs (javascript:, data:) are dropped.
import type { ElementRenderProps } from '../render/types.ts';
import { isSafeUrl } from '../runtime/actions.ts';
import { hasChildren, pointerHandlers, text } from './dom-events.ts';

export function Anchor({ props, style, attributes, events, children }: ElementRenderProps) {
  const href = text(props.href);
  const newTab = props.target === '_blank';
  return (
    <a
      {...attributes}
      href={isSafeUrl(href) ? href : undefined}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener noreferrer' : undefined}
      style={style}
      {...pointerHandlers(events)}
    >
      {hasChildren(children) ? children : text(props.text)}
    </a>
  );
}
