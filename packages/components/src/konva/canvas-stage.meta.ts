// CanvasStage's definition (its renderer: canvas-stage.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { number } from '../registry/props.ts';

export const canvasStageMeta = defineComponent({
  name: 'CanvasStage',
  displayName: 'Canvas stage',
  icon: 'IconArtboard',
  group: 'Canvas 2D',
  description: 'The 2D drawing surface (react-konva Stage) of a canvas texture.',
  renderer: ['r3f'],
  acceptsChildren: true,
  props: [
    number('width', 'Width', 512, { min: 1, max: 4096, step: 1 }),
    number('height', 'Height', 512, { min: 1, max: 4096, step: 1 }),
  ],
});
