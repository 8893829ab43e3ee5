// OrbitControls: orbit, zoom and pan the camera (drei).
import { OrbitControls as DreiOrbitControls } from '@react-three/drei';
import type { RenderProps } from '../render/types.ts';
import type { orbitControlsMeta } from './orbit-controls.meta.ts';
import { num } from './three-props.ts';

export function OrbitControls({ props }: RenderProps<typeof orbitControlsMeta>) {
  return (
    <DreiOrbitControls
      makeDefault={props.makeDefault !== false}
      enableZoom={props.enableZoom !== false}
      enablePan={props.enablePan !== false}
      autoRotate={props.autoRotate === true}
      autoRotateSpeed={num(props.autoRotateSpeed, 2)}
      minDistance={num(props.minDistance, 0)}
      maxDistance={num(props.maxDistance, 100)}
      minPolarAngle={num(props.minPolarAngle, 0)}
      maxPolarAngle={num(props.maxPolarAngle, Math.PI)}
    />
  );
}
