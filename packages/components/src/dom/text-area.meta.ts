// TextArea's definition (its renderer: text-area.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { changeEvents, number, string } from '../registry/props.ts';

export const textAreaMeta = defineComponent({
  name: 'TextArea',
  displayName: 'Text area',
  icon: 'IconTextSize',
  group: 'Form',
  description: 'A multi-line text field; writes its value to a page state.',
  renderer: ['dom'],
  events: changeEvents('value', 'string'),
  props: [
    string('placeholder', 'Placeholder', ''),
    string('value', 'Value', ''),
    number('rows', 'Rows', 3, { min: 1, max: 50, step: 1 }),
    string('stateName', 'Page state', '', { dynamic: false }),
  ],
});
