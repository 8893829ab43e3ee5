// Popover: Radix popover content opened by a trigger; the children are the content.
import { Popover as RadixPopover } from 'radix-ui';
import type { RenderProps } from '../render/types.ts';
import type { popoverMeta } from './popover.meta.ts';
import { text } from './dom-events.ts';
import { overlayPanel } from './overlay-style.ts';
import { TRIGGER_CLASS } from '../styles/page-classes.ts';

export function Popover({ props, style, attributes, events, children }: RenderProps<typeof popoverMeta>) {
  return (
    <RadixPopover.Root onOpenChange={(open) => events.onOpenChange?.({ open })}>
      <RadixPopover.Trigger {...attributes} className={TRIGGER_CLASS} style={style}>
        {text(props.triggerLabel)}
      </RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content side={props.side ?? undefined} sideOffset={4} style={overlayPanel}>
          {children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
