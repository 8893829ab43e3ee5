// Canvas's definition: a 3D scene on a web page (its renderers: render/lazy-canvas.tsx on the page,
// scene-canvas.tsx for the scene, loaded on demand).
import { CANVAS_DEFAULTS } from '@vitrine/core';
import { defineComponent } from '../registry/define-component.ts';
import { color, number, select, vector3 } from '../registry/props.ts';

export const canvasMeta = defineComponent({
  name: 'Canvas',
  displayName: 'Canvas',
  icon: 'IconBox',
  group: 'Scene',
  description: 'A 3D scene (react-three-fiber); its children are 3D objects.',
  renderer: ['dom', 'r3f'],
  acceptsChildren: true,
  scene: true,
  props: [
    number('fov', 'Field of view', CANVAS_DEFAULTS.fov, { min: 0, max: 180, step: 1 }),
    number('near', 'Near', CANVAS_DEFAULTS.near, { min: 0.001, step: 0.01 }),
    number('far', 'Far', CANVAS_DEFAULTS.far, { min: 1, step: 1 }),
    vector3('cameraPosition', 'Camera position', [0, 0, 5], { step: 0.01 }),
    select(
      'shadowQuality',
      'Shadow quality',
      ['off', 'low', 'medium', 'high'],
      CANVAS_DEFAULTS.shadowQuality,
    ),
    color('background', 'Background', ''),
  ],
});
