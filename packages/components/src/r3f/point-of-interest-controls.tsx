// PointOfInterestControls: when a point of interest is focused, moves the camera to its position
// and turns it (and the default orbit controls' target) to its look-at point over `duration`.
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import * as THREE from 'three';
import { usePage, useRuntime } from '../render/context.ts';
import type { RenderProps } from '../render/types.ts';
import type { pointOfInterestControlsMeta } from './point-of-interest-controls.meta.ts';
import { resolveProps } from '../runtime/resolve-props.ts';
import { num, vector3 } from './three-props.ts';

interface Flight {
  fromPosition: THREE.Vector3;
  fromTarget: THREE.Vector3;
  toPosition: THREE.Vector3;
  toTarget: THREE.Vector3;
  elapsed: number;
  /** Whether a frame of the flight was drawn: the first one's delta spans the scene's rest before it. */
  started: boolean;
}

const ease = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

export function PointOfInterestControls({ props }: RenderProps<typeof pointOfInterestControlsMeta>) {
  const runtime = useRuntime();
  const page = usePage();
  const camera = useThree((state) => state.camera);
  const invalidate = useThree((state) => state.invalidate);
  const controls = useThree((state) => state.controls) as unknown as {
    target?: THREE.Vector3;
    update?: () => void;
  } | null;
  const flight = useRef<Flight | null>(null);
  const duration = Math.max(0, num(props.duration, 1));

  const pointId =
    runtime.focus?.elementId ??
    (props.focusFirst === true
      ? Object.values(page.elements ?? {}).find((element) => element.elementType === 'PointOfInterest')?.id
      : undefined);
  const point = pointId ? page.elements?.[pointId] : undefined;
  const resolved = point
    ? resolveProps(point, runtime.registry.get('PointOfInterest'), runtime.baseScope).values
    : null;
  const key = resolved ? JSON.stringify([runtime.focus?.nonce, resolved.position, resolved.target]) : '';

  useEffect(() => {
    if (!resolved) return;
    const target = controls?.target?.clone() ?? new THREE.Vector3();
    flight.current = {
      fromPosition: camera.position.clone(),
      fromTarget: target,
      toPosition: new THREE.Vector3(...vector3(resolved.position, [0, 0, 5])),
      toTarget: new THREE.Vector3(...vector3(resolved.target, [0, 0, 0])),
      elapsed: 0,
      started: false,
    };
    invalidate();
    // The flight restarts only when the focused point or its coordinates change.
  }, [key]);

  useFrame((_state, delta) => {
    const current = flight.current;
    if (!current) return;
    if (current.started) current.elapsed += delta;
    current.started = true;
    const t = duration === 0 ? 1 : Math.min(1, current.elapsed / duration);
    const k = ease(t);
    camera.position.lerpVectors(current.fromPosition, current.toPosition, k);
    const target = new THREE.Vector3().lerpVectors(current.fromTarget, current.toTarget, k);
    if (controls?.target) {
      controls.target.copy(target);
      controls.update?.();
    } else camera.lookAt(target);
    // The scene draws on demand: each step of the flight asks for the next frame.
    if (t >= 1) flight.current = null;
    else invalidate();
  });
  return null;
}
