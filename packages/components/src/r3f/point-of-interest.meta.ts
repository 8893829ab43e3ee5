// PointOfInterest's definition (its renderer: point-of-interest.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { string, vector3 } from '../registry/props.ts';

export const pointOfInterestMeta = defineComponent({
  name: 'PointOfInterest',
  displayName: 'Point of interest',
  icon: 'IconFocus2',
  group: 'Camera',
  description: 'A camera position and target the camera moves to when the point is focused.',
  renderer: ['r3f'],
  pointOfInterest: true,
  props: [
    vector3('position', 'Camera position', [0, 0, 5], { step: 0.01 }),
    vector3('target', 'Look at', [0, 0, 0], { step: 0.01 }),
    string('label', 'Label', 'Point of interest'),
  ],
});
