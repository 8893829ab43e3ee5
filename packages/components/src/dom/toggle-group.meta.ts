// ToggleGroup's definition (its renderer: toggle-group.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { changeEvents } from '../registry/props.ts';
import { choiceProps } from './widget-props.ts';

export const toggleGroupMeta = defineComponent({
  name: 'ToggleGroup',
  displayName: 'Toggle group',
  icon: 'IconLayoutBoardSplit',
  group: 'Form',
  description: 'Buttons of which one is pressed: options, or the options of an attribute.',
  renderer: ['dom'],
  events: changeEvents('value', 'string'),
  props: choiceProps(),
});
