// Show's definition (its renderer: show.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { boolean } from '../registry/props.ts';

export const showMeta = defineComponent({
  name: 'Show',
  displayName: 'Show',
  icon: 'IconEye',
  group: 'Logic',
  description: 'Renders its children only while its condition holds.',
  renderer: ['dom', 'r3f'],
  acceptsChildren: true,
  props: [boolean('when', 'Condition', true)],
});
