// CanvasTexture: draws its 2D children (a CanvasStage with layers, text, rectangles — react-konva)
// in a detached React root and uses the result as a texture slot of the parent material. The
// texture is refreshed on the next frame after any 2D element re-renders (which asks for that frame).
import { useFrame, useThree } from '@react-three/fiber';
import type Konva from 'konva';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import * as THREE from 'three';
import { KONVA_IMPLEMENTATIONS } from '../konva/implementations.ts';
import { KonvaSinkContext, type KonvaSink } from '../konva/konva-sink.ts';
import { ImplementationsContext, RuntimeContext, ScopeContext } from '../render/context.ts';
import { attachSlot } from './attach-slot.ts';
import type { RenderProps } from '../render/types.ts';
import type { canvasTextureMeta } from './canvas-texture.meta.ts';
import { useBridgedContexts, type BridgedContexts } from './dom-bridge.tsx';
import { COLOR_SLOTS } from './texture.tsx';

const KONVA = { mode: 'konva' as const, implementations: KONVA_IMPLEMENTATIONS };

function KonvaBridge({
  contexts,
  sink,
  children,
}: {
  contexts: BridgedContexts;
  sink: KonvaSink;
  children: ReactNode;
}) {
  return (
    <RuntimeContext.Provider value={contexts.runtime}>
      <ScopeContext.Provider value={contexts.scope}>
        <ImplementationsContext.Provider value={KONVA}>
          <KonvaSinkContext.Provider value={sink}>{children}</KonvaSinkContext.Provider>
        </ImplementationsContext.Provider>
      </ScopeContext.Provider>
    </RuntimeContext.Provider>
  );
}

export function CanvasTexture({ props, children }: RenderProps<typeof canvasTextureMeta>) {
  const slot = String(props.slot || 'map');
  const contexts = useBridgedContexts();
  const stage = useRef<Konva.Stage | null>(null);
  const dirty = useRef(true);
  const [root, setRoot] = useState<Root | null>(null);
  const invalidate = useThree((state) => state.invalidate);
  const texture = useMemo(() => {
    const created = new THREE.CanvasTexture(document.createElement('canvas'));
    created.colorSpace = COLOR_SLOTS.has(slot) ? THREE.SRGBColorSpace : THREE.NoColorSpace;
    return created;
  }, [slot]);
  useEffect(() => () => texture.dispose(), [texture]);

  const sink = useMemo<KonvaSink>(
    () => ({
      setStage: (value) => {
        stage.current = value;
        dirty.current = true;
        invalidate();
      },
      markDirty: () => {
        dirty.current = true;
        invalidate();
      },
    }),
    [invalidate],
  );

  useEffect(() => {
    const container = document.createElement('div');
    const created = createRoot(container);
    setRoot(created);
    return () => {
      // Unmounting a root during another root's commit is not allowed; defer it.
      queueMicrotask(() => created.unmount());
    };
  }, []);

  useEffect(() => {
    root?.render(
      <KonvaBridge contexts={contexts} sink={sink}>
        {children}
      </KonvaBridge>,
    );
  });

  useFrame(() => {
    if (!dirty.current || !stage.current) return;
    dirty.current = false;
    stage.current.draw();
    texture.image = stage.current.toCanvas({ pixelRatio: 1 });
    texture.needsUpdate = true;
  });

  const attach = useMemo(() => attachSlot(slot), [slot]);
  return <primitive object={texture} attach={attach} />;
}
