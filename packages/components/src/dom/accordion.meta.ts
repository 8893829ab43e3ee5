// The definitions of Accordion, its items and their header and content slots (their renderers:
// accordion.tsx). An item is inserted only into an Accordion, and its slots only into an item; older
// documents whose sections are plain children still show one section per child.
import { defineComponent } from '../registry/define-component.ts';
import { itemTemplate } from '../registry/item-template.ts';
import { boolean, changeEvents, select } from '../registry/props.ts';

const ITEM = { name: 'AccordionItem', childTypes: ['AccordionTrigger', 'AccordionContent'] } as const;

export const accordionMeta = defineComponent({
  name: 'Accordion',
  displayName: 'Accordion',
  icon: 'IconLayoutNavbarExpand',
  group: 'Overlay',
  description: 'Collapsible sections: Accordion items, each with a header and a content slot.',
  renderer: ['dom'],
  acceptsChildren: true,
  childTypes: [ITEM.name],
  template: [itemTemplate(ITEM, 1), itemTemplate(ITEM, 2)],
  events: changeEvents('value', 'string'),
  props: [
    select('mode', 'Mode', ['single', 'multiple'], 'single'),
    boolean('collapsible', 'Collapsible', true),
  ],
});

export const accordionItemMeta = defineComponent({
  name: ITEM.name,
  displayName: 'Accordion item',
  icon: 'IconLayoutNavbarExpand',
  group: 'Overlay',
  description: 'One section of an Accordion: its header and its content.',
  renderer: ['dom'],
  acceptsChildren: true,
  parentTypes: ['Accordion'],
  childTypes: [...ITEM.childTypes],
  itemOf: 'Accordion',
  template: itemTemplate(ITEM, 1).children,
  props: [boolean('disabled', 'Disabled', false)],
});

export const accordionTriggerMeta = defineComponent({
  name: 'AccordionTrigger',
  displayName: 'Accordion header',
  icon: 'IconClick',
  group: 'Overlay',
  description: 'The header of an Accordion item: a click opens the item. Holds any elements.',
  renderer: ['dom'],
  acceptsChildren: true,
  parentTypes: [ITEM.name],
});

export const accordionContentMeta = defineComponent({
  name: 'AccordionContent',
  displayName: 'Accordion content',
  icon: 'IconLayoutList',
  group: 'Overlay',
  description: 'The content of an Accordion item, shown while it is open.',
  renderer: ['dom'],
  acceptsChildren: true,
  parentTypes: [ITEM.name],
});
