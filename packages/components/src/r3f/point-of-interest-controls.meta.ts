// PointOfInterestControls's definition (its renderer: point-of-interest-controls.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { boolean, number } from '../registry/props.ts';

export const pointOfInterestControlsMeta = defineComponent({
  name: 'PointOfInterestControls',
  displayName: 'Point of interest controls',
  icon: 'IconCameraRotate',
  group: 'Camera',
  description: 'Moves the camera smoothly to the focused point of interest.',
  renderer: ['r3f'],
  props: [
    number('duration', 'Duration (s)', 1, { min: 0, max: 10, step: 0.1 }),
    boolean('focusFirst', 'Focus first point at start', false),
  ],
});
