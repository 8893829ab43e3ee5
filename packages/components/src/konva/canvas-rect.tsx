// CanvasRect: a rectangle on a canvas layer.
import { Rect } from 'react-konva';
import type { RenderProps } from '../render/types.ts';
import type { canvasRectMeta } from './canvas-rect.meta.ts';
import { useMarkDirty } from './konva-sink.ts';

export function CanvasRect({ props }: RenderProps<typeof canvasRectMeta>) {
  useMarkDirty();
  return (
    <Rect
      x={Number(props.x) || 0}
      y={Number(props.y) || 0}
      width={Number(props.width) || 0}
      height={Number(props.height) || 0}
      fill={String(props.fill || '#f97316')}
      cornerRadius={Number(props.cornerRadius) || 0}
    />
  );
}
