// Environment: image-based lighting from an HDR/EXR file of the project, or from a preset
// generated locally with light formers (never downloaded from a CDN).
import { Environment as DreiEnvironment } from '@react-three/drei';
import { Suspense } from 'react';
import type { ElementRenderProps } from '../render/types.ts';
import { LocalEnvironmentFormers } from './environment-presets.tsx';
import { num } from './three-props.ts';

export function Environment({ props }: ElementRenderProps) {
  const files = typeof props.files === 'string' && props.files ? props.files : undefined;
  const common = {
    background: props.background === true,
    environmentIntensity: num(props.environmentIntensity, 1),
    backgroundIntensity: num(props.backgroundIntensity, 1),
    backgroundBlurriness: num(props.backgroundBlurriness, 0),
  };
  if (files) {
    return (
      <Suspense fallback={null}>
        <DreiEnvironment files={files} {...common} />
      </Suspense>
    );
  }
  return (
    <DreiEnvironment resolution={256} {...common}>
      <LocalEnvironmentFormers preset={String(props.preset ?? 'studio')} />
    </DreiEnvironment>
  );
}
