// Dropdown's definition (its renderer: dropdown.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { openChangeEvents, side, textTemplate, trigger } from './widget-props.ts';

export const dropdownMeta = defineComponent({
  name: 'Dropdown',
  displayName: 'Dropdown menu',
  icon: 'IconSelector',
  group: 'Overlay',
  description: 'A menu opened by a trigger; each child element is a menu item.',
  renderer: ['dom'],
  template: [textTemplate('Menu item 1'), textTemplate('Menu item 2')],
  acceptsChildren: true,
  events: openChangeEvents(),
  props: [trigger('Menu'), side()],
});
