// Collapsible: a trigger showing and hiding the children (Radix Collapsible).
import { Collapsible as RadixCollapsible } from 'radix-ui';
import type { RenderProps } from '../render/types.ts';
import type { collapsibleMeta } from './collapsible.meta.ts';
import { text } from './dom-events.ts';
import { useOpenState } from './use-open-state.ts';
import { TRIGGER_CLASS } from '../styles/page-classes.ts';

export function Collapsible({
  props,
  style,
  attributes,
  events,
  children,
}: RenderProps<typeof collapsibleMeta>) {
  const [open, setOpen] = useOpenState(props.defaultOpen === true, events);
  return (
    <RadixCollapsible.Root {...attributes} open={open} onOpenChange={setOpen} style={style}>
      <RadixCollapsible.Trigger className={TRIGGER_CLASS}>
        {text(props.triggerLabel)}
      </RadixCollapsible.Trigger>
      <RadixCollapsible.Content style={{ paddingTop: 8 }}>{children}</RadixCollapsible.Content>
    </RadixCollapsible.Root>
  );
}
