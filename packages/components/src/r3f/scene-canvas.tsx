// Canvas: the react-three-fiber scene of a page (defaults fov 75, near 0.1, far 1000, medium
// shadows — SPEC §9). Its children render with the 3D implementations. The scene draws on demand: a
// frame only when something in it changes (a prop, the controls, a load, a resize; components that
// change the scene by hand ask for one, invalidate-on-commit.tsx), and none at all while the canvas
// is off screen or the tab hidden — a scene at rest costs the visitor's device nothing.
import { Canvas } from '@react-three/fiber';
import { CANVAS_DEFAULTS } from '@vitrine/core';
import { useEffect, useMemo, useRef } from 'react';
import { OverlayContext, OverlayStore } from './overlay-store.ts';
import { SceneOverlay } from './scene-overlay.tsx';
import { useSceneVisible } from './use-scene-visible.ts';
import { registerScene } from './scene-registry.ts';
import { useRuntime, ImplementationsContext } from '../render/context.ts';
import type { RenderProps } from '../render/types.ts';
import type { canvasMeta } from './scene-canvas.meta.ts';
import { R3F_IMPLEMENTATIONS } from './implementations.ts';
import { num, vector3 } from './three-props.ts';

export { preloadSceneModules } from './implementations.ts';

const SHADOWS = { off: false, low: 'basic', medium: 'percentage', high: 'soft' } as const;

export default function SceneCanvas({ element, props, children }: RenderProps<typeof canvasMeta>) {
  const runtime = useRuntime();
  const { mode, onSelectElement } = runtime;
  // Export reads the visitor's current choices (attribute options, variants) through the registry:
  // the latest rendered runtime, read only when an export runs.
  const runtimeRef = useRef(runtime);
  runtimeRef.current = runtime;
  const implementations = useMemo(() => ({ mode: 'r3f' as const, implementations: R3F_IMPLEMENTATIONS }), []);
  const quality = String(props.shadowQuality ?? CANVAS_DEFAULTS.shadowQuality) as keyof typeof SHADOWS;
  const overlay = useMemo(() => new OverlayStore(), []);
  const background = typeof props.background === 'string' && props.background ? props.background : null;
  // Export and the performance budget read the live scene through the registry.
  const forget = useRef<(() => void) | null>(null);
  useEffect(() => () => forget.current?.(), []);
  const canvas = useRef<HTMLCanvasElement>(null);
  const visible = useSceneVisible(canvas);
  return (
    <>
      <Canvas
        ref={canvas}
        frameloop={visible ? 'demand' : 'never'}
        shadows={SHADOWS[quality] ?? SHADOWS.medium}
        gl={{ preserveDrawingBuffer: true }}
        camera={{
          fov: num(props.fov, CANVAS_DEFAULTS.fov),
          near: num(props.near, CANVAS_DEFAULTS.near),
          far: num(props.far, CANVAS_DEFAULTS.far),
          position: vector3(props.cameraPosition, [0, 0, 5]),
        }}
        onPointerMissed={() => mode === 'edit' && onSelectElement?.(element.id, { additive: false })}
        onCreated={(state) => {
          overlay.onNodes = () => state.invalidate();
          forget.current?.();
          forget.current = registerScene({
            elementId: element.id,
            scene: state.scene,
            gl: state.gl,
            camera: state.camera,
            runtime: () => runtimeRef.current,
          });
        }}
        style={{ position: 'absolute', inset: 0 }}
      >
        {background && <color attach="background" args={[background]} />}
        <OverlayContext.Provider value={overlay}>
          <ImplementationsContext.Provider value={implementations}>
            {children}
          </ImplementationsContext.Provider>
        </OverlayContext.Provider>
      </Canvas>
      <SceneOverlay store={overlay} />
    </>
  );
}
