// For's definition (its renderer: for.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { code } from '../registry/props.ts';

export const forMeta = defineComponent({
  name: 'For',
  displayName: 'For',
  icon: 'IconRepeat',
  group: 'Logic',
  description: 'Repeats its children once per item of an array; children read `item` and `index`.',
  renderer: ['dom', 'r3f'],
  acceptsChildren: true,
  props: [code('each', 'Items', [], { dynamic: true })],
});
