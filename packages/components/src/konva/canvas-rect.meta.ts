// CanvasRect's definition (its renderer: canvas-rect.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { color, number } from '../registry/props.ts';

export const canvasRectMeta = defineComponent({
  name: 'CanvasRect',
  displayName: 'Canvas rectangle',
  icon: 'IconSquare',
  group: 'Canvas 2D',
  description: 'A rectangle drawn on a canvas layer.',
  renderer: ['r3f'],
  props: [
    number('x', 'X', 0, { step: 1 }),
    number('y', 'Y', 0, { step: 1 }),
    number('width', 'Width', 100, { min: 0, step: 1 }),
    number('height', 'Height', 100, { min: 0, step: 1 }),
    color('fill', 'Fill', '#f97316'),
    number('cornerRadius', 'Corner radius', 0, { min: 0, step: 1 }),
  ],
});
