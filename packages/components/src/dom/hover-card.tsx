// HoverCard: a Radix hover card (opens after 700 ms, closes after 300 ms, SPEC §9); children are the card.
import { HOVER_CARD } from '@vitrine/core';
import { HoverCard as RadixHoverCard } from 'radix-ui';
import type { RenderProps } from '../render/types.ts';
import type { hoverCardMeta } from './hover-card.meta.ts';
import { text } from './dom-events.ts';
import { overlayPanel } from './overlay-style.ts';

export function HoverCard({ props, style, attributes, children }: RenderProps<typeof hoverCardMeta>) {
  return (
    <RadixHoverCard.Root openDelay={HOVER_CARD.openMs} closeDelay={HOVER_CARD.closeMs}>
      <RadixHoverCard.Trigger asChild>
        <span {...attributes} style={{ display: 'inline-block', cursor: 'default', ...style }}>
          {text(props.triggerLabel)}
        </span>
      </RadixHoverCard.Trigger>
      <RadixHoverCard.Portal>
        <RadixHoverCard.Content side={props.side ?? undefined} sideOffset={4} style={overlayPanel}>
          {children}
        </RadixHoverCard.Content>
      </RadixHoverCard.Portal>
    </RadixHoverCard.Root>
  );
}
