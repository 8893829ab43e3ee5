// Select's definition (its renderer: select.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { changeEvents, string } from '../registry/props.ts';
import { choiceProps } from './widget-props.ts';

export const selectMeta = defineComponent({
  name: 'Select',
  displayName: 'Select',
  icon: 'IconSelect',
  group: 'Form',
  description: 'A drop-down choice among options, or among the options of an attribute.',
  renderer: ['dom'],
  events: changeEvents('value', 'string'),
  props: [...choiceProps(), string('placeholder', 'Placeholder', 'Select…')],
});
