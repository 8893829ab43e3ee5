// CanvasText's definition (its renderer: canvas-text.tsx).
import { CANVAS_TEXT_DEFAULTS } from '@vitrine/core';
import { defineComponent } from '../registry/define-component.ts';
import { color, number, string } from '../registry/props.ts';

export const canvasTextMeta = defineComponent({
  name: 'CanvasText',
  displayName: 'Canvas text',
  icon: 'IconTextCaption',
  group: 'Canvas 2D',
  description: 'Text drawn on a canvas layer.',
  renderer: ['r3f'],
  props: [
    string('text', 'Text', 'Text'),
    number('x', 'X', 0, { step: 1 }),
    number('y', 'Y', 0, { step: 1 }),
    number('fontSize', 'Size', CANVAS_TEXT_DEFAULTS.size, { min: 1, max: 1000, step: 1 }),
    string('fontFamily', 'Font', CANVAS_TEXT_DEFAULTS.font),
    color('fill', 'Colour', '#000000'),
  ],
});
