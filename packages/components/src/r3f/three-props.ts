// Conversions from resolved element props to three.js values.
import * as THREE from 'three';

export type Vector3Tuple = [number, number, number];

export function vector3(value: unknown, fallback: Vector3Tuple): Vector3Tuple {
  if (Array.isArray(value) && value.length >= 3 && value.slice(0, 3).every((n) => Number.isFinite(Number(n))))
    return [Number(value[0]), Number(value[1]), Number(value[2])];
  return fallback;
}

/** position / rotation (radians) / scale of an object. */
export function transform(props: Record<string, unknown>) {
  return {
    position: vector3(props.position, [0, 0, 0]),
    rotation: vector3(props.rotation, [0, 0, 0]),
    scale: vector3(props.scale, [1, 1, 1]),
  };
}

export const SIDES: Record<string, THREE.Side> = {
  front: THREE.FrontSide,
  back: THREE.BackSide,
  double: THREE.DoubleSide,
};

export function num(value: unknown, fallback: number): number {
  const number = Number(value);
  return value === undefined || value === null || value === '' || !Number.isFinite(number)
    ? fallback
    : number;
}

/** Props with a DOM-only meaning that must not reach three.js objects. */
const NOT_FOR_THREE = new Set(['css', 'visibility', 'assetUrl']);

export function threeProps(props: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props))
    if (!NOT_FOR_THREE.has(name) && value !== undefined) result[name] = value;
  return result;
}
