// Tabs: one Radix tab per child element, labelled by its name or display name.
import { Tabs as RadixTabs } from 'radix-ui';
import type { ElementRenderProps } from '../render/types.ts';

export function Tabs({ props, style, attributes, events, childElements, renderChild }: ElementRenderProps) {
  const vertical = props.orientation === 'vertical';
  return (
    <RadixTabs.Root
      {...attributes}
      defaultValue={childElements[0]?.id}
      orientation={vertical ? 'vertical' : 'horizontal'}
      onValueChange={(value) => events.onChange?.({ value })}
      style={{ display: 'flex', flexDirection: vertical ? 'row' : 'column', ...style }}
    >
      <RadixTabs.List
        style={{
          display: 'flex',
          flexDirection: vertical ? 'column' : 'row',
          gap: 4,
          borderBottom: vertical ? undefined : '1px solid #e5e7eb',
        }}
      >
        {childElements.map((child) => (
          <RadixTabs.Trigger
            key={child.id}
            value={child.id}
            style={{
              padding: '6px 12px',
              background: 'none',
              border: 'none',
              font: 'inherit',
              cursor: 'pointer',
            }}
          >
            {child.name || child.displayName || child.elementType}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {childElements.map((child) => (
        <RadixTabs.Content key={child.id} value={child.id} style={{ padding: 8 }}>
          {renderChild(child.id)}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
