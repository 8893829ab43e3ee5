// Accordion: one Radix accordion section per child element, titled by its display name.
import { Accordion as RadixAccordion } from 'radix-ui';
import type { ElementRenderProps } from '../render/types.ts';

export function Accordion({
  props,
  style,
  attributes,
  events,
  childElements,
  renderChild,
}: ElementRenderProps) {
  const items = childElements.map((child) => (
    <RadixAccordion.Item key={child.id} value={child.id} style={{ borderBottom: '1px solid #e5e7eb' }}>
      <RadixAccordion.Header style={{ margin: 0 }}>
        <RadixAccordion.Trigger
          style={{
            width: '100%',
            textAlign: 'left',
            padding: '8px 0',
            background: 'none',
            border: 'none',
            font: 'inherit',
            cursor: 'pointer',
          }}
        >
          {child.name || child.displayName || child.elementType}
        </RadixAccordion.Trigger>
      </RadixAccordion.Header>
      <RadixAccordion.Content style={{ paddingBottom: 8 }}>{renderChild(child.id)}</RadixAccordion.Content>
    </RadixAccordion.Item>
  ));
  const onChange = (value: string | string[]) => events.onChange?.({ value });
  return props.mode === 'multiple' ? (
    <RadixAccordion.Root {...attributes} type="multiple" style={style} onValueChange={onChange}>
      {items}
    </RadixAccordion.Root>
  ) : (
    <RadixAccordion.Root
      {...attributes}
      type="single"
      collapsible={props.collapsible !== false}
      style={style}
      onValueChange={onChange}
    >
      {items}
    </RadixAccordion.Root>
  );
}
