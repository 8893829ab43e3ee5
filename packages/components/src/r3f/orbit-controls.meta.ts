// OrbitControls's definition (its renderer: orbit-controls.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { angle, boolean, number } from '../registry/props.ts';

export const orbitControlsMeta = defineComponent({
  name: 'OrbitControls',
  displayName: 'Orbit controls',
  icon: 'IconRotate360',
  group: 'Camera',
  description: 'Orbit, zoom and pan the camera with the pointer.',
  renderer: ['r3f'],
  props: [
    boolean('enableZoom', 'Zoom', true),
    boolean('enablePan', 'Pan', true),
    boolean('autoRotate', 'Auto rotate', false),
    number('autoRotateSpeed', 'Auto rotate speed', 2, { min: 0, max: 50, step: 0.1 }),
    number('autoRotateFor', 'Auto rotate for (s)', 0, { min: 0, step: 1 }),
    number('minDistance', 'Min distance', 0, { min: 0, step: 0.1 }),
    number('maxDistance', 'Max distance', 100, { min: 0, step: 0.1 }),
    angle('minPolarAngle', 'Min polar angle', 0, { min: 0, max: Math.PI }),
    angle('maxPolarAngle', 'Max polar angle', Math.PI, { min: 0, max: Math.PI }),
    boolean('makeDefault', 'Default controls', true),
  ],
});
