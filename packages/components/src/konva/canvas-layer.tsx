// CanvasLayer: a layer of a canvas stage.
import { Layer } from 'react-konva';
import type { RenderProps } from '../render/types.ts';
import type { canvasLayerMeta } from './canvas-layer.meta.ts';
import { useMarkDirty } from './konva-sink.ts';

export function CanvasLayer({ children }: RenderProps<typeof canvasLayerMeta>) {
  useMarkDirty();
  return <Layer>{children}</Layer>;
}
