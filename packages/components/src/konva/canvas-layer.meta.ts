// CanvasLayer's definition (its renderer: canvas-layer.tsx).
import { defineComponent } from '../registry/define-component.ts';

export const canvasLayerMeta = defineComponent({
  name: 'CanvasLayer',
  displayName: 'Canvas layer',
  icon: 'IconStack2',
  group: 'Canvas 2D',
  description: 'A layer of a canvas stage.',
  renderer: ['r3f'],
  acceptsChildren: true,
  props: [],
});
