// CanvasLayer: a layer of a canvas stage.
import { Layer } from 'react-konva';
import type { ElementRenderProps } from '../render/types.ts';
import { useMarkDirty } from './konva-sink.ts';

export function CanvasLayer({ children }: ElementRenderProps) {
  useMarkDirty();
  return <Layer>{children}</Layer>;
}
