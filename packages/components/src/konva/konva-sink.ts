// How the 2D drawing of a CanvasTexture reports back to it: the Konva stage to read pixels from,
// and a "something was drawn" signal after each commit.
import { createContext, useContext, useEffect } from 'react';
import type Konva from 'konva';

export interface KonvaSink {
  setStage: (stage: Konva.Stage | null) => void;
  markDirty: () => void;
}

export const KonvaSinkContext = createContext<KonvaSink | null>(null);

/** Marks the texture dirty after every commit of the calling component. */
export function useMarkDirty(): void {
  const sink = useContext(KonvaSinkContext);
  useEffect(() => {
    sink?.markDirty();
  });
}
