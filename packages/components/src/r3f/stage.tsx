// Stage: centres its children, fits the camera, lights them with an HDR environment served by
// Vitrine (drei's Stage would fetch its preset from a CDN) — unless an Environment element in its
// Canvas lights the scene — and adds contact shadows that are drawn again only when the staged
// objects move. Content that arrives after the first frame is centred and framed again.
import { Stage as DreiStage } from '@react-three/drei';
import { useRef, useSyncExternalStore } from 'react';
import type * as THREE from 'three';
import { useRuntime } from '../render/context.ts';
import type { RenderProps } from '../render/types.ts';
import type { stageMeta } from './stage.meta.ts';
import {
  ENVIRONMENT_PRESETS,
  environmentMapUrl,
  type EnvironmentPreset,
} from '../registry/environment-maps.ts';
import { canvasHasEnvironment } from './stage-environment.ts';
import { num } from './three-props.ts';
import { useSceneRevision } from './use-scene-revision.ts';
import { useInvalidateOnCommit } from './invalidate-on-commit.tsx';

/** Half of drei's default resolution: fewer pixels in each depth and blur pass. */
const CONTACT_SHADOWS = { type: 'contact', resolution: 512, blur: 2, opacity: 0.5, frames: 1 } as const;

type Preset = 'rembrandt' | 'portrait' | 'upfront' | 'soft';

function stageEnvironment(value: unknown) {
  if (value === 'none') return null;
  const preset = ENVIRONMENT_PRESETS.includes(value as EnvironmentPreset) ? value : 'city';
  return { files: environmentMapUrl(preset) };
}

export function Stage({ element, props, children }: RenderProps<typeof stageMeta>) {
  const { document } = useRuntime();
  const read = () => canvasHasEnvironment(document.page().elements ?? {}, element.id);
  const environmentElement = useSyncExternalStore(document.subscribe, read, read);
  const content = useRef<THREE.Group>(null);
  // A new revision re-renders drei's Stage and so its contact shadows, which then draw one frame.
  const revision = useSceneRevision(content);
  // Children that arrive later (a model still loading, a component module fetched on demand) are
  // centred and framed again; moving ones are not, so an animation does not make the camera chase it.
  const contents = useSceneRevision(content, { movesCount: false });
  // drei centres the content and moves its lights by hand: draw once that is done.
  useInvalidateOnCommit();
  return (
    <DreiStage
      environment={environmentElement ? null : stageEnvironment(props.environment)}
      preset={String(props.preset) as Preset}
      intensity={num(props.intensity, 0.5)}
      adjustCamera={props.adjustCamera !== false}
      center={{ cacheKey: contents }}
      shadows={props.shadows === false ? false : { ...CONTACT_SHADOWS, userData: { revision } }}
    >
      <group ref={content}>{children}</group>
    </DreiStage>
  );
}
