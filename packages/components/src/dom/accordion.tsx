// Accordion: Accordion items, each an item element holding its header (AccordionTrigger) and its
// content (AccordionContent). Children of an older document that are not items show as one section
// each, titled by their name.
import { Accordion as RadixAccordion } from 'radix-ui';
import type { CSSProperties } from 'react';
import { useRuntime } from '../render/context.ts';
import type { RenderProps } from '../render/types.ts';
import type {
  accordionContentMeta,
  accordionItemMeta,
  accordionMeta,
  accordionTriggerMeta,
} from './accordion.meta.ts';
import { legacyTitle, useOpenItems, useParentIs } from './widget-items.ts';

const ITEM_STYLE: CSSProperties = { borderBottom: '1px solid #e5e7eb' };
/** Radix renders the header as an h3: it keeps the text's own size, not the page's heading look. */
const HEADER_STYLE: CSSProperties = { margin: 0, font: 'inherit' };
const TRIGGER_STYLE: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  width: '100%',
  textAlign: 'left',
  padding: '8px 0',
  background: 'none',
  border: 'none',
  font: 'inherit',
  color: 'inherit',
  fontWeight: 500,
  cursor: 'pointer',
};
const CONTENT_STYLE: CSSProperties = { paddingBottom: 8 };

export function Accordion({
  props,
  style,
  attributes,
  events,
  childElements,
  renderChild,
}: RenderProps<typeof accordionMeta>) {
  const { document } = useRuntime();
  const multiple = props.mode === 'multiple';
  const [open, setOpen] = useOpenItems(
    document,
    childElements.map((child) => child.id),
    [],
    multiple,
  );
  const items = childElements.map((child) =>
    child.elementType === 'AccordionItem' ? (
      renderChild(child.id)
    ) : (
      <RadixAccordion.Item key={child.id} value={child.id} style={ITEM_STYLE}>
        <RadixAccordion.Header style={HEADER_STYLE}>
          <RadixAccordion.Trigger style={TRIGGER_STYLE}>{legacyTitle(child)}</RadixAccordion.Trigger>
        </RadixAccordion.Header>
        <RadixAccordion.Content style={CONTENT_STYLE}>{renderChild(child.id)}</RadixAccordion.Content>
      </RadixAccordion.Item>
    ),
  );
  const onChange = (value: string | string[]) => {
    setOpen(Array.isArray(value) ? value : value ? [value] : []);
    events.onChange?.({ value });
  };
  return multiple ? (
    <RadixAccordion.Root {...attributes} type="multiple" style={style} value={open} onValueChange={onChange}>
      {items}
    </RadixAccordion.Root>
  ) : (
    <RadixAccordion.Root
      {...attributes}
      type="single"
      collapsible={props.collapsible !== false}
      style={style}
      value={open[0] ?? ''}
      onValueChange={onChange}
    >
      {items}
    </RadixAccordion.Root>
  );
}

export function AccordionItem({
  element,
  props,
  style,
  attributes,
  children,
}: RenderProps<typeof accordionItemMeta>) {
  const inAccordion = useParentIs(useRuntime().document, element, 'Accordion');
  if (!inAccordion)
    return (
      <div {...attributes} style={style}>
        {children}
      </div>
    );
  return (
    <RadixAccordion.Item
      {...attributes}
      value={element.id}
      disabled={props.disabled === true}
      style={{ ...ITEM_STYLE, ...style }}
    >
      {children}
    </RadixAccordion.Item>
  );
}

export function AccordionTrigger({
  element,
  style,
  attributes,
  children,
}: RenderProps<typeof accordionTriggerMeta>) {
  const inItem = useParentIs(useRuntime().document, element, 'AccordionItem');
  if (!inItem)
    return (
      <div {...attributes} style={style}>
        {children}
      </div>
    );
  return (
    <RadixAccordion.Header style={HEADER_STYLE}>
      <RadixAccordion.Trigger {...attributes} style={{ ...TRIGGER_STYLE, ...style }}>
        {children}
      </RadixAccordion.Trigger>
    </RadixAccordion.Header>
  );
}

export function AccordionContent({
  element,
  style,
  attributes,
  children,
}: RenderProps<typeof accordionContentMeta>) {
  const inItem = useParentIs(useRuntime().document, element, 'AccordionItem');
  if (!inItem)
    return (
      <div {...attributes} style={style}>
        {children}
      </div>
    );
  return (
    <RadixAccordion.Content {...attributes} style={{ ...CONTENT_STYLE, ...style }}>
      {children}
    </RadixAccordion.Content>
  );
}
