// Anchor: a link; a URL safeUrl refuses (javascript:, data:…) leaves it without an href.
import { safeUrl } from '@vitrine/core';
import type { RenderProps } from '../render/types.ts';
import type { anchorMeta } from './anchor.meta.ts';
import { hasChildren, pointerHandlers, text } from './dom-events.ts';

export function Anchor({ props, style, attributes, events, children }: RenderProps<typeof anchorMeta>) {
  const href = text(props.href);
  const newTab = props.target === '_blank';
  return (
    <a
      {...attributes}
      href={safeUrl(href) ?? undefined}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener noreferrer' : undefined}
      style={style}
      {...pointerHandlers(events)}
    >
      {hasChildren(children) ? children : text(props.text)}
    </a>
  );
}
