// TablerIcon's definition (its renderer: tabler-icon.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { clickEvents, number, string } from '../registry/props.ts';

export const tablerIconMeta = defineComponent({
  name: 'TablerIcon',
  displayName: 'Tabler icon',
  icon: 'IconIcons',
  group: 'Media',
  description: 'An icon of the Tabler set, by name (e.g. star, heart, shopping-cart).',
  renderer: ['dom'],
  events: clickEvents(),
  props: [
    string('icon', 'Icon name', 'star'),
    number('size', 'Size (px)', 24, { min: 0, step: 1 }),
    number('stroke', 'Stroke width', 2, { min: 0.5, max: 3, step: 0.25 }),
    string('color', 'Colour', 'currentColor'),
  ],
});
