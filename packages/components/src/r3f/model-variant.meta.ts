// ModelVariant's definition (its renderer: model-variant.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { string, transformProps } from '../registry/props.ts';

export const modelVariantMeta = defineComponent({
  name: 'ModelVariant',
  displayName: 'Model variant',
  icon: 'IconCubeSend',
  group: 'Scene',
  description: 'Shows one of its child models: the selected one, or the one named by its value.',
  renderer: ['r3f'],
  acceptsChildren: true,
  variant: 'children',
  props: [string('value', 'Selected child name', ''), ...transformProps()],
});
