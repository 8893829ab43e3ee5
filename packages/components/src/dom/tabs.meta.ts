// The definitions of Tabs, its items and their trigger and content slots (their renderers:
// tabs.tsx). An item is inserted only into Tabs, and its slots only into an item; older documents
// whose panels are plain children still show one panel per child.
import { defineComponent } from '../registry/define-component.ts';
import { itemTemplate } from '../registry/item-template.ts';
import { boolean, changeEvents, select } from '../registry/props.ts';

const ITEM = { name: 'TabsItem', childTypes: ['TabsTrigger', 'TabsContent'] } as const;

export const tabsMeta = defineComponent({
  name: 'Tabs',
  displayName: 'Tabs',
  icon: 'IconLayoutNavbar',
  group: 'Overlay',
  description: 'Tabbed panels: Tabs items, each with a trigger and a content slot.',
  renderer: ['dom'],
  acceptsChildren: true,
  childTypes: [ITEM.name],
  template: [itemTemplate(ITEM, 1), itemTemplate(ITEM, 2)],
  events: changeEvents('value', 'string'),
  props: [select('orientation', 'Orientation', ['horizontal', 'vertical'], 'horizontal')],
});

export const tabsItemMeta = defineComponent({
  name: ITEM.name,
  displayName: 'Tabs item',
  icon: 'IconLayoutNavbar',
  group: 'Overlay',
  description: 'One section of Tabs: its trigger and its content.',
  renderer: ['dom'],
  acceptsChildren: true,
  parentTypes: ['Tabs'],
  childTypes: [...ITEM.childTypes],
  itemOf: 'Tabs',
  template: itemTemplate(ITEM, 1).children,
  props: [boolean('disabled', 'Disabled', false)],
});

export const tabsTriggerMeta = defineComponent({
  name: 'TabsTrigger',
  displayName: 'Tabs trigger',
  icon: 'IconClick',
  group: 'Overlay',
  description: 'The trigger of a Tabs item: a click opens the item. Holds any elements.',
  renderer: ['dom'],
  acceptsChildren: true,
  parentTypes: [ITEM.name],
});

export const tabsContentMeta = defineComponent({
  name: 'TabsContent',
  displayName: 'Tabs content',
  icon: 'IconLayoutList',
  group: 'Overlay',
  description: 'The content of a Tabs item, shown while it is open.',
  renderer: ['dom'],
  acceptsChildren: true,
  parentTypes: [ITEM.name],
});
