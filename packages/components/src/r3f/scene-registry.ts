// The 3D scenes rendered right now, by the Canvas element that owns each: what GLB/USDZ export and
// the performance budget read (the scene graph, the renderer and its counters). Types only from
// three, so importing this costs a page nothing.
import type { Camera, Scene, WebGLRenderer } from 'three';
import type { RuntimeValue } from '../render/context.ts';

export interface LiveScene {
  elementId: string;
  scene: Scene;
  gl: WebGLRenderer;
  camera: Camera;
  /** The page's runtime as the scene was last rendered: the choices export writes as variants. */
  runtime?: () => RuntimeValue;
}

const scenes = new Map<string, LiveScene>();
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of [...listeners]) listener();
};

/** Records a scene; returns the call that forgets it. */
export function registerScene(entry: LiveScene): () => void {
  scenes.set(entry.elementId, entry);
  notify();
  return () => {
    if (scenes.get(entry.elementId) !== entry) return;
    scenes.delete(entry.elementId);
    notify();
  };
}

/** Every rendered scene, in the order their canvases appeared. */
export function liveScenes(): LiveScene[] {
  return [...scenes.values()];
}

export function subscribeScenes(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
