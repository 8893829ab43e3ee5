// Tooltip: a Radix tooltip over the children (700 ms delay, 300 ms skip, SPEC §9).
import { TOOLTIP } from '@vitrine/core';
import { Tooltip as RadixTooltip } from 'radix-ui';
import type { RenderProps } from '../render/types.ts';
import type { tooltipMeta } from './tooltip.meta.ts';
import { text } from './dom-events.ts';

export function Tooltip({ props, style, attributes, children }: RenderProps<typeof tooltipMeta>) {
  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP.delayMs} skipDelayDuration={TOOLTIP.skipMs}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>
          <span {...attributes} style={{ display: 'inline-block', ...style }}>
            {children}
          </span>
        </RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            side={props.side ?? undefined}
            sideOffset={4}
            style={{
              background: '#111827',
              color: '#fff',
              borderRadius: 6,
              padding: '4px 8px',
              fontSize: 12,
              zIndex: 50,
            }}
          >
            {text(props.content)}
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
