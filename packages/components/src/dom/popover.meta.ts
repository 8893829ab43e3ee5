// Popover's definition (its renderer: popover.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { openChangeEvents, side, textTemplate, trigger } from './widget-props.ts';

export const popoverMeta = defineComponent({
  name: 'Popover',
  displayName: 'Popover',
  icon: 'IconMessageCircle',
  group: 'Overlay',
  description: 'Floating content opened by a trigger; its children are the content.',
  renderer: ['dom'],
  template: [textTemplate('Popover content')],
  acceptsChildren: true,
  events: openChangeEvents(),
  props: [trigger('Open'), side()],
});
