// The web side of a Canvas element: a sized box that loads the 3D renderer module on demand and
// shows a spinner meanwhile. A page rendered on the server gets the box and its spinner; the scene
// starts once the browser has hydrated them (hydrated.ts).
import { lazy, Suspense } from 'react';
import { INITIAL_LOADER_ACCENT } from '@vitrine/core';
import { SpinnerGlyph } from '../dom/spinner-glyph.tsx';
import { useHydrated } from '../runtime/hydrated.ts';
import { retryingLoad } from './retrying-load.ts';
import type { RenderProps } from './types.ts';
import type { canvasMeta } from '../r3f/scene-canvas.meta.ts';

// One download of the 3D renderer for the page's lifetime, tried again after a failure (offline)
// until it arrives: React.lazy keeps a rejection for good, so it is handed a promise that does not
// reject.
const importSceneCanvas = () => import('../r3f/scene-canvas.tsx');
let sceneCanvas: ReturnType<typeof importSceneCanvas> | null = null;
const loadSceneCanvas = () => (sceneCanvas ??= retryingLoad(importSceneCanvas).loaded);
const SceneCanvas = lazy(loadSceneCanvas);

/**
 * Starts fetching the 3D renderer, and then the modules of these 3D components, before a Canvas
 * renders: a page's 3D chunks are fetched when it opens, not when each component first shows.
 */
export function preloadSceneCanvas(types: Iterable<string>): void {
  const list = [...types];
  void loadSceneCanvas()
    .then((module) => module.preloadSceneModules(list))
    .catch(() => undefined);
}

export function LazyCanvas(props: RenderProps<typeof canvasMeta>) {
  const hydrated = useHydrated();
  const spinner = (
    <div
      style={{
        position: 'absolute',
        inset: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      <SpinnerGlyph color={INITIAL_LOADER_ACCENT} size={32} />
    </div>
  );
  return (
    <div {...props.attributes} style={{ position: 'relative', width: '100%', height: 400, ...props.style }}>
      {hydrated ? (
        <Suspense fallback={spinner}>
          <SceneCanvas {...props} />
        </Suspense>
      ) : (
        spinner
      )}
    </div>
  );
}
