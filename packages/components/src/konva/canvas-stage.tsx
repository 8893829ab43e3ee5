// CanvasStage: the react-konva stage a CanvasTexture draws from.
import { useContext } from 'react';
import { Stage } from 'react-konva';
import type { RenderProps } from '../render/types.ts';
import type { canvasStageMeta } from './canvas-stage.meta.ts';
import { KonvaSinkContext, useMarkDirty } from './konva-sink.ts';

export function CanvasStage({ props, children }: RenderProps<typeof canvasStageMeta>) {
  const sink = useContext(KonvaSinkContext);
  useMarkDirty();
  return (
    <Stage
      ref={(stage) => sink?.setStage(stage)}
      width={Number(props.width) || 512}
      height={Number(props.height) || 512}
    >
      {children}
    </Stage>
  );
}
