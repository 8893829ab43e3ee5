// Icon's definition (its renderer: icon.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { asset, clickEvents, number } from '../registry/props.ts';

export const iconMeta = defineComponent({
  name: 'Icon',
  displayName: 'Icon',
  icon: 'IconPhoto',
  group: 'Media',
  description: 'A small image icon from the project library.',
  renderer: ['dom'],
  events: clickEvents(),
  props: [asset('src', 'Icon file', ['svg', 'png']), number('size', 'Size (px)', 24, { min: 0, step: 1 })],
});
