// Button's definition (its renderer: button.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { boolean, clickEvents, string } from '../registry/props.ts';

export const buttonMeta = defineComponent({
  name: 'Button',
  displayName: 'Button',
  icon: 'IconClick',
  group: 'General',
  description: 'A clickable button; its children are its content.',
  renderer: ['dom'],
  acceptsChildren: true,
  events: clickEvents(),
  props: [string('label', 'Label', 'Button'), boolean('disabled', 'Disabled', false)],
});
