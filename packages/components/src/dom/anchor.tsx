// Anchor: a link; a URL safeUrl refuses (javascript:, data:…) leaves it without an href. A link to a
// page of the project (`page:<pageId>`) points at that page's published URL, found when the page is
// rendered, so renaming the page's slug keeps the link working; where pages have no URL (the
// builder's preview) a click switches page as the goToPage action does.
import { pageLinkTarget, safeUrl } from '@vitrine/core';
import { useContext, type MouseEvent } from 'react';
import { RuntimeContext } from '../render/context.ts';
import type { RenderProps } from '../render/types.ts';
import type { anchorMeta } from './anchor.meta.ts';
import { hasChildren, pointerHandlers, text } from './dom-events.ts';

export function Anchor({ props, style, attributes, events, children }: RenderProps<typeof anchorMeta>) {
  const runtime = useContext(RuntimeContext);
  const href = text(props.href);
  const newTab = props.target === '_blank';
  const pageId = pageLinkTarget(href);
  const pageUrl = pageId === null ? null : (runtime?.pageHref?.(pageId) ?? null);
  const handlers = pointerHandlers(events);
  const switchesPage = pageId !== null && pageUrl === null && runtime?.mode === 'live';
  const onClick = (event: MouseEvent) => {
    if (switchesPage && pageId !== null) {
      event.preventDefault();
      runtime?.actions.goToPage(pageId);
    }
    handlers.onClick?.();
  };
  return (
    <a
      {...attributes}
      href={pageId === null ? (safeUrl(href) ?? undefined) : (pageUrl ?? '#')}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener noreferrer' : undefined}
      style={style}
      {...handlers}
      onClick={switchesPage || handlers.onClick ? onClick : undefined}
    >
      {hasChildren(children) ? children : text(props.text)}
    </a>
  );
}
