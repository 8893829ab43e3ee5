// Switch's definition (its renderer: switch.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { boolean, changeEvents, string } from '../registry/props.ts';

export const switchMeta = defineComponent({
  name: 'Switch',
  displayName: 'Switch',
  icon: 'IconToggleRight',
  group: 'Form',
  description: 'An on/off switch; writes its state to a page state.',
  renderer: ['dom'],
  events: changeEvents('checked', 'boolean'),
  props: [
    boolean('checked', 'On', false),
    string('label', 'Label', ''),
    string('stateName', 'Page state', '', { dynamic: false }),
  ],
});
