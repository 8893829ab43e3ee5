// Input's definition (its renderer: input.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { boolean, changeEvents, select, string } from '../registry/props.ts';

export const inputMeta = defineComponent({
  name: 'Input',
  displayName: 'Input',
  icon: 'IconForms',
  group: 'Form',
  description: 'A one-line text field; writes its value to a page state when given one.',
  renderer: ['dom'],
  events: changeEvents('value', 'string'),
  props: [
    string('placeholder', 'Placeholder', ''),
    string('value', 'Value', ''),
    select('inputType', 'Type', ['text', 'email', 'number', 'password', 'tel', 'url'], 'text'),
    string('stateName', 'Page state', '', { dynamic: false }),
    boolean('disabled', 'Disabled', false),
  ],
});
