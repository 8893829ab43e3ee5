// Stage: centres its children, fits the camera, lights them with a local environment and adds
// contact shadows (drei Stage, with its CDN environment replaced by a locally generated one).
import { Environment as DreiEnvironment, Stage as DreiStage } from '@react-three/drei';
import type { ElementRenderProps } from '../render/types.ts';
import { LocalEnvironmentFormers } from './environment-presets.tsx';
import { num } from './three-props.ts';

/** Half of drei's default resolution: the shadow pass dominates frame time on software GL. */
const CONTACT_SHADOWS = { type: 'contact', resolution: 512, blur: 2, opacity: 0.5 } as const;

type Preset = 'rembrandt' | 'portrait' | 'upfront' | 'soft';

export function Stage({ props, children }: ElementRenderProps) {
  return (
    <>
      <DreiEnvironment resolution={256}>
        <LocalEnvironmentFormers preset="studio" />
      </DreiEnvironment>
      <DreiStage
        environment={null}
        preset={String(props.preset) as Preset}
        intensity={num(props.intensity, 0.5)}
        adjustCamera={props.adjustCamera !== false}
        shadows={props.shadows === false ? false : CONTACT_SHADOWS}
      >
        {children}
      </DreiStage>
    </>
  );
}
