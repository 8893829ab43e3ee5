// Billboard's definition (its renderer: billboard.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { boolean, vector3 } from '../registry/props.ts';

export const billboardMeta = defineComponent({
  name: 'Billboard',
  displayName: 'Billboard',
  icon: 'IconBadge',
  group: 'Scene',
  description: 'Keeps its children facing the camera.',
  renderer: ['r3f'],
  acceptsChildren: true,
  props: [
    vector3('position', 'Position', [0, 0, 0], { step: 0.01 }),
    boolean('follow', 'Follow camera', true),
  ],
});
