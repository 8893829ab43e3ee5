// Checkbox's definition (its renderer: checkbox.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { boolean, changeEvents, string } from '../registry/props.ts';

export const checkboxMeta = defineComponent({
  name: 'Checkbox',
  displayName: 'Checkbox',
  icon: 'IconCheckbox',
  group: 'Form',
  description: 'A checkbox; writes its checked state to a page state.',
  renderer: ['dom'],
  events: changeEvents('checked', 'boolean'),
  props: [
    boolean('checked', 'Checked', false),
    string('label', 'Label', 'Checkbox'),
    string('stateName', 'Page state', '', { dynamic: false }),
  ],
});
