// Spinner and InitialLoader inside a 3D scene, drawn in the Canvas overlay. The initial loader
// follows three's loading manager (drei useProgress) and disappears once everything has loaded.
import { useProgress } from '@react-three/drei';
import { INITIAL_LOADER_ACCENT, LoaderOverlay, SpinnerGlyph } from '../dom/loaders.tsx';
import type { RenderProps } from '../render/types.ts';
import type { initialLoaderMeta, spinnerMeta } from './loaders.meta.ts';
import { useOverlayEntry } from './use-overlay-entry.ts';

export function SceneSpinner({ props }: RenderProps<typeof spinnerMeta>) {
  const color = String(props.color || INITIAL_LOADER_ACCENT);
  const size = Number(props.size) || 32;
  useOverlayEntry(false, () => <SpinnerGlyph color={color} size={size} />, [color, size]);
  return null;
}

function ProgressOverlay({ accent, text }: { accent: string; text: string }) {
  const { active, progress } = useProgress();
  if (!active) return null;
  return (
    <div style={{ position: 'absolute', inset: 0, pointerEvents: 'auto' }}>
      <LoaderOverlay accent={accent} label={text} progress={progress} />
    </div>
  );
}

export function SceneInitialLoader({ props }: RenderProps<typeof initialLoaderMeta>) {
  const accent = String(props.accent || INITIAL_LOADER_ACCENT);
  const text = String(props.text ?? '');
  useOverlayEntry(false, () => <ProgressOverlay accent={accent} text={text} />, [accent, text]);
  return null;
}
