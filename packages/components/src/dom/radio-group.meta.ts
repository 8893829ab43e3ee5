// RadioGroup's definition (its renderer: radio-group.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { changeEvents, select } from '../registry/props.ts';
import { choiceProps } from './widget-props.ts';

export const radioGroupMeta = defineComponent({
  name: 'RadioGroup',
  displayName: 'Radio group',
  icon: 'IconCircleDot',
  group: 'Form',
  description: 'One choice among options, or among the options of an attribute.',
  renderer: ['dom'],
  events: changeEvents('value', 'string'),
  props: [...choiceProps(), select('orientation', 'Orientation', ['vertical', 'horizontal'], 'vertical')],
});
