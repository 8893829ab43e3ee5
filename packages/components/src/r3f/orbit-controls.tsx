// OrbitControls: orbit, zoom and pan the camera (drei). The scene draws on demand: drei's controls
// ask for a frame on every change of the camera (a drag, its damping, auto-rotation), so a camera at
// rest draws nothing. Auto-rotation turns for `autoRotateFor` seconds after the controls appear (0:
// as long as the page is open), then the scene rests.
import { OrbitControls as DreiOrbitControls } from '@react-three/drei';
import { useEffect, useState } from 'react';
import type { RenderProps } from '../render/types.ts';
import type { orbitControlsMeta } from './orbit-controls.meta.ts';
import { num } from './three-props.ts';

export function OrbitControls({ props }: RenderProps<typeof orbitControlsMeta>) {
  const autoRotate = props.autoRotate === true;
  const seconds = Math.max(0, num(props.autoRotateFor, 0));
  const [rotationOver, setRotationOver] = useState(false);
  useEffect(() => {
    setRotationOver(false);
    if (!autoRotate || seconds === 0) return;
    const timer = setTimeout(() => setRotationOver(true), seconds * 1000);
    return () => clearTimeout(timer);
  }, [autoRotate, seconds]);
  return (
    <DreiOrbitControls
      makeDefault={props.makeDefault !== false}
      enableZoom={props.enableZoom !== false}
      enablePan={props.enablePan !== false}
      autoRotate={autoRotate && !rotationOver}
      autoRotateSpeed={num(props.autoRotateSpeed, 2)}
      minDistance={num(props.minDistance, 0)}
      maxDistance={num(props.maxDistance, 100)}
      minPolarAngle={num(props.minPolarAngle, 0)}
      maxPolarAngle={num(props.maxPolarAngle, Math.PI)}
    />
  );
}
