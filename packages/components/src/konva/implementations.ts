// Implementations of the 2D canvas components, used inside a CanvasTexture.
import type { ImplementationMap, Implementations } from '../render/types.ts';
import { For } from '../logic/for.tsx';
import { Show } from '../logic/show.tsx';
import { CanvasLayer } from './canvas-layer.tsx';
import { CanvasRect } from './canvas-rect.tsx';
import { CanvasStage } from './canvas-stage.tsx';
import { CanvasText } from './canvas-text.tsx';

export const KONVA_IMPLEMENTATIONS: ImplementationMap = {
  CanvasStage,
  CanvasLayer,
  CanvasText,
  CanvasRect,
  For,
  Show,
} satisfies Implementations;
