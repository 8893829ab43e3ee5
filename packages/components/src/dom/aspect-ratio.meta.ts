// AspectRatio's definition (its renderer: aspect-ratio.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { number } from '../registry/props.ts';

export const aspectRatioMeta = defineComponent({
  name: 'AspectRatio',
  displayName: 'Aspect ratio',
  icon: 'IconAspectRatio',
  group: 'Layout',
  description: 'Keeps its content at a width-to-height ratio.',
  renderer: ['dom'],
  acceptsChildren: true,
  props: [number('ratio', 'Ratio', 16 / 9, { min: 0.1, max: 10, step: 0.01 })],
});
