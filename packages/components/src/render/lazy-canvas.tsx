// The web side of a Canvas element: a sized box that loads the 3D renderer module on demand and
// shows a spinner meanwhile.
import { lazy, Suspense } from 'react';
import { SpinnerGlyph, INITIAL_LOADER_ACCENT } from '../dom/loaders.tsx';
import type { ElementRenderProps } from './types.ts';

const SceneCanvas = lazy(() => import('../r3f/scene-canvas.tsx'));

export function LazyCanvas(props: ElementRenderProps) {
  return (
    <div {...props.attributes} style={{ position: 'relative', width: '100%', height: 400, ...props.style }}>
      <Suspense
        fallback={
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
        }
      >
        <SceneCanvas {...props} />
      </Suspense>
    </div>
  );
}
