// Spinner and InitialLoader inside a 3D scene: the web loaders drawn over the canvas with drei's
// Html; the initial loader follows three's loading manager and hides when everything has loaded.
import { Html, useProgress } from '@react-three/drei';
import { INITIAL_LOADER_ACCENT, LoaderOverlay, SpinnerGlyph } from '../dom/loaders.tsx';
import type { ElementRenderProps } from '../render/types.ts';
import { HOTSPOT_Z_INDEX_RANGE } from './hotspot.tsx';

export function SceneSpinner({ props }: ElementRenderProps) {
  return (
    <Html center zIndexRange={HOTSPOT_Z_INDEX_RANGE}>
      <SpinnerGlyph color={String(props.color || INITIAL_LOADER_ACCENT)} size={Number(props.size) || 32} />
    </Html>
  );
}

export function SceneInitialLoader({ props }: ElementRenderProps) {
  const { active, progress } = useProgress();
  if (!active) return null;
  return (
    <Html fullscreen zIndexRange={HOTSPOT_Z_INDEX_RANGE}>
      <LoaderOverlay
        accent={String(props.accent || INITIAL_LOADER_ACCENT)}
        label={String(props.text ?? '')}
        progress={progress}
      />
    </Html>
  );
}
