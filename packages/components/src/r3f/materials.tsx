// The built-in materials (basic, lambert, phong, standard, physical, toon, shadow, shader). Their
// children (Texture, CanvasTexture) attach to texture slots.
import { useMemo } from 'react';
import * as THREE from 'three';
import type { RenderProps } from '../render/types.ts';
import type {
  meshBasicMaterialMeta,
  meshLambertMaterialMeta,
  meshPhongMaterialMeta,
  meshPhysicalMaterialMeta,
  meshStandardMaterialMeta,
  meshToonMaterialMeta,
  shaderMaterialMeta,
  shadowMaterialMeta,
} from './materials.meta.ts';
import { SIDES, threeProps } from './three-props.ts';

function materialProps(props: Record<string, unknown>) {
  const { side, ...rest } = threeProps(props);
  return { ...rest, side: SIDES[String(side)] ?? THREE.FrontSide };
}

export function MeshBasicMaterial({ props, children }: RenderProps<typeof meshBasicMaterialMeta>) {
  return <meshBasicMaterial {...materialProps(props)}>{children}</meshBasicMaterial>;
}
export function MeshLambertMaterial({ props, children }: RenderProps<typeof meshLambertMaterialMeta>) {
  return <meshLambertMaterial {...materialProps(props)}>{children}</meshLambertMaterial>;
}
export function MeshPhongMaterial({ props, children }: RenderProps<typeof meshPhongMaterialMeta>) {
  return <meshPhongMaterial {...materialProps(props)}>{children}</meshPhongMaterial>;
}
export function MeshStandardMaterial({ props, children }: RenderProps<typeof meshStandardMaterialMeta>) {
  return <meshStandardMaterial {...materialProps(props)}>{children}</meshStandardMaterial>;
}
export function MeshPhysicalMaterial({ props, children }: RenderProps<typeof meshPhysicalMaterialMeta>) {
  return <meshPhysicalMaterial {...materialProps(props)}>{children}</meshPhysicalMaterial>;
}
export function MeshToonMaterial({ props, children }: RenderProps<typeof meshToonMaterialMeta>) {
  return <meshToonMaterial {...materialProps(props)}>{children}</meshToonMaterial>;
}
export function ShadowMaterial({ props }: RenderProps<typeof shadowMaterialMeta>) {
  return (
    <shadowMaterial
      transparent
      color={String(props.color ?? '#000000')}
      opacity={Number(props.opacity ?? 0.5)}
    />
  );
}

/** Uniform values from JSON: numbers stay numbers, 2/3/4-number arrays become vectors. */
function uniformsFrom(raw: unknown): Record<string, { value: unknown }> {
  let value = raw;
  if (typeof value === 'string') value = value.trim() ? JSON.parse(value) : {};
  const uniforms: Record<string, { value: unknown }> = {};
  for (const [name, entry] of Object.entries((value ?? {}) as Record<string, unknown>)) {
    if (Array.isArray(entry) && entry.every((n) => typeof n === 'number')) {
      const vector = [THREE.Vector2, THREE.Vector3, THREE.Vector4][entry.length - 2];
      uniforms[name] = { value: vector ? new vector(...(entry as [number, number, number, number])) : entry };
    } else uniforms[name] = { value: entry };
  }
  return uniforms;
}

export function ShaderMaterial({ props }: RenderProps<typeof shaderMaterialMeta>) {
  const uniformsKey = JSON.stringify(props.uniforms ?? {});
  const uniforms = useMemo(() => uniformsFrom(JSON.parse(uniformsKey)), [uniformsKey]);
  const vertexShader = String(props.vertexShader ?? '');
  const fragmentShader = String(props.fragmentShader ?? '');
  return (
    <shaderMaterial
      key={`${vertexShader}\n${fragmentShader}`}
      uniforms={uniforms}
      vertexShader={vertexShader}
      fragmentShader={fragmentShader}
      transparent={props.transparent === true}
    />
  );
}
