// CanvasText: text on a canvas layer (default size 30, font Arial — SPEC §9).
import { CANVAS_TEXT_DEFAULTS } from '@vitrine/core';
import { Text } from 'react-konva';
import type { RenderProps } from '../render/types.ts';
import type { canvasTextMeta } from './canvas-text.meta.ts';
import { useMarkDirty } from './konva-sink.ts';

export function CanvasText({ props }: RenderProps<typeof canvasTextMeta>) {
  useMarkDirty();
  return (
    <Text
      text={String(props.text ?? '')}
      x={Number(props.x) || 0}
      y={Number(props.y) || 0}
      fontSize={Number(props.fontSize) || CANVAS_TEXT_DEFAULTS.size}
      fontFamily={String(props.fontFamily || CANVAS_TEXT_DEFAULTS.font)}
      fill={String(props.fill || '#000000')}
    />
  );
}
