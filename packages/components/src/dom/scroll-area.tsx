// ScrollArea: a Radix scroll area; scrollbars hide 600 ms after scrolling stops.
import { SCROLL_AREA_HIDE_MS } from '@vitrine/core';
import { ScrollArea as RadixScrollArea } from 'radix-ui';
import type { RenderProps } from '../render/types.ts';
import type { scrollAreaMeta } from './scroll-area.meta.ts';

export function ScrollArea({ props, style, attributes, children }: RenderProps<typeof scrollAreaMeta>) {
  return (
    <RadixScrollArea.Root
      {...attributes}
      type={props.type ?? undefined}
      scrollHideDelay={SCROLL_AREA_HIDE_MS}
      style={{ overflow: 'hidden', height: 200, ...style }}
    >
      <RadixScrollArea.Viewport style={{ width: '100%', height: '100%' }}>
        {children}
      </RadixScrollArea.Viewport>
      <RadixScrollArea.Scrollbar orientation="vertical" style={{ width: 8, display: 'flex', padding: 1 }}>
        <RadixScrollArea.Thumb style={{ flex: 1, background: '#9ca3af', borderRadius: 9999 }} />
      </RadixScrollArea.Scrollbar>
    </RadixScrollArea.Root>
  );
}
