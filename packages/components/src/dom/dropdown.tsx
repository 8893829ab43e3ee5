// Dropdown: a Radix dropdown menu; each child element is a menu item.
import { DropdownMenu } from 'radix-ui';
import type { RenderProps } from '../render/types.ts';
import type { dropdownMeta } from './dropdown.meta.ts';
import { text } from './dom-events.ts';
import { overlayPanel } from './overlay-style.ts';
import { TRIGGER_CLASS } from '../styles/page-classes.ts';

export function Dropdown({
  props,
  style,
  attributes,
  events,
  childElements,
  renderChild,
}: RenderProps<typeof dropdownMeta>) {
  return (
    <DropdownMenu.Root onOpenChange={(open) => events.onOpenChange?.({ open })}>
      <DropdownMenu.Trigger {...attributes} className={TRIGGER_CLASS} style={style}>
        {text(props.triggerLabel)}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content side={props.side ?? undefined} sideOffset={4} style={overlayPanel}>
          {childElements.map((item) => (
            <DropdownMenu.Item key={item.id} style={{ outline: 'none', padding: '2px 4px' }}>
              {renderChild(item.id)}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
