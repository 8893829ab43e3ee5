// IconButton's definition (its renderer: icon-button.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { boolean, clickEvents, number, string } from '../registry/props.ts';

export const iconButtonMeta = defineComponent({
  name: 'IconButton',
  displayName: 'Icon button',
  icon: 'IconHandClick',
  group: 'General',
  description: 'A square button showing a Tabler icon.',
  renderer: ['dom'],
  events: clickEvents(),
  props: [
    string('icon', 'Icon name', 'plus'),
    string('ariaLabel', 'Accessible label', 'Button'),
    number('size', 'Icon size (px)', 20, { min: 0, step: 1 }),
    boolean('disabled', 'Disabled', false),
  ],
});
