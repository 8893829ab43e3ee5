// ContactShadows's definition (its renderer: contact-shadows.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { color, number, vector3 } from '../registry/props.ts';

export const contactShadowsMeta = defineComponent({
  name: 'ContactShadows',
  displayName: 'Contact shadows',
  icon: 'IconShadow',
  group: 'Scene',
  description: 'Soft shadows on a ground plane.',
  renderer: ['r3f'],
  props: [
    vector3('position', 'Position', [0, -1, 0], { step: 0.01 }),
    number('opacity', 'Opacity', 0.5, { min: 0, max: 1, step: 0.01 }),
    number('blur', 'Blur', 1, { min: 0, max: 15, step: 0.1 }),
    number('scale', 'Scale', 10, { min: 0, step: 0.1 }),
    number('far', 'Far', 10, { min: 0, step: 0.1 }),
    color('color', 'Colour', '#000000'),
  ],
});
