// ContextMenu's definition (its renderer: context-menu.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { openChangeEvents, textTemplate } from './widget-props.ts';

export const contextMenuMeta = defineComponent({
  name: 'ContextMenu',
  displayName: 'Context menu',
  icon: 'IconMenu2',
  group: 'Overlay',
  description: 'A right-click menu over its first child; the other children are the menu items.',
  renderer: ['dom'],
  template: [textTemplate('Right-click here'), textTemplate('Menu item 1'), textTemplate('Menu item 2')],
  acceptsChildren: true,
  events: openChangeEvents(),
  props: [],
});
