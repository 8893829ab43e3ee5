// PerspectiveCamera's definition (its renderer: perspective-camera.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { boolean, number, vector3 } from '../registry/props.ts';

export const perspectiveCameraMeta = defineComponent({
  name: 'PerspectiveCamera',
  displayName: 'Perspective camera',
  icon: 'IconCamera',
  group: 'Camera',
  description: 'A camera; the default one renders the scene.',
  renderer: ['r3f'],
  props: [
    vector3('position', 'Position', [0, 0, 5], { step: 0.01 }),
    number('fov', 'Field of view', 75, { min: 0, max: 180, step: 1 }),
    number('near', 'Near', 0.1, { min: 0.001, step: 0.01 }),
    number('far', 'Far', 1000, { min: 1, step: 1 }),
    boolean('makeDefault', 'Default camera', true),
  ],
});
