// CanvasTexture's definition (its renderer: canvas-texture.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { select } from '../registry/props.ts';

export const canvasTextureMeta = defineComponent({
  name: 'CanvasTexture',
  displayName: 'Canvas texture',
  icon: 'IconBrush',
  group: 'Canvas 2D',
  description: 'A 2D drawing (its Canvas stage child) used as a texture slot of the parent material.',
  renderer: ['r3f'],
  acceptsChildren: true,
  props: [select('slot', 'Slot', ['map', 'emissiveMap', 'alphaMap', 'bumpMap'], 'map')],
});
