// Hotspot's definition (its renderer: hotspot.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { boolean, clickEvents, number, vector3 } from '../registry/props.ts';

export const hotspotMeta = defineComponent({
  name: 'Hotspot',
  displayName: 'Hotspot',
  icon: 'IconMapPin',
  group: 'Scene',
  description: 'Web content anchored to a 3D point; its children are web components.',
  renderer: ['r3f', 'dom'],
  acceptsChildren: true,
  events: clickEvents(),
  props: [
    vector3('position', 'Position', [0, 0, 0], { step: 0.01 }),
    boolean('occlude', 'Hide behind objects', false),
    boolean('center', 'Centre on point', true),
    number('distanceFactor', 'Distance factor', 0, { min: 0, step: 0.1 }),
  ],
});
