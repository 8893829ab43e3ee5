// ContextMenu: right-clicking the first child opens a menu of the other children (Radix ContextMenu).
import { ContextMenu as RadixContextMenu } from 'radix-ui';
import type { RenderProps } from '../render/types.ts';
import type { contextMenuMeta } from './context-menu.meta.ts';
import { overlayPanel } from './overlay-style.ts';

export function ContextMenu({
  style,
  attributes,
  events,
  childElements,
  renderChild,
}: RenderProps<typeof contextMenuMeta>) {
  const [area, ...items] = childElements;
  return (
    <RadixContextMenu.Root onOpenChange={(open) => events.onOpenChange?.({ open })}>
      <RadixContextMenu.Trigger asChild>
        <div {...attributes} style={{ minHeight: 24, ...style }}>
          {area && renderChild(area.id)}
        </div>
      </RadixContextMenu.Trigger>
      <RadixContextMenu.Portal>
        <RadixContextMenu.Content style={overlayPanel}>
          {items.map((item) => (
            <RadixContextMenu.Item key={item.id} style={{ outline: 'none', padding: '2px 4px' }}>
              {renderChild(item.id)}
            </RadixContextMenu.Item>
          ))}
        </RadixContextMenu.Content>
      </RadixContextMenu.Portal>
    </RadixContextMenu.Root>
  );
}
