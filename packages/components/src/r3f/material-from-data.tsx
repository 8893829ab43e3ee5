// A material built from stored data: a material asset's data (SPEC §3 Material asset: scalar fields,
// textures and images lists, texture slots naming a texture uuid) or a gl element's props.
import { Suspense, type ReactNode } from 'react';
import * as THREE from 'three';
import { TEXTURE_SLOTS } from '@vitrine/core';
import { SlotTexture } from './texture.tsx';
import { SIDES } from './three-props.ts';

// The texture slots of SPEC §3, defined once in core.
export { TEXTURE_SLOTS };

const SCALARS = [
  'color',
  'ior',
  'transparent',
  'metalness',
  'roughness',
  'sheen',
  'sheenRoughness',
  'sheenColor',
  'aoMapIntensity',
  'alphaTest',
  'alphaHash',
  'bumpScale',
  'lightMapIntensity',
  'transmission',
  'specularIntensity',
  'specularColor',
  'opacity',
  'emissive',
  'emissiveIntensity',
  'clearcoat',
  'clearcoatRoughness',
  'thickness',
  'wireframe',
  'envMapIntensity',
];

const WRAPS: Record<string, THREE.Wrapping> = {
  Repeat: THREE.RepeatWrapping,
  Mirror: THREE.MirroredRepeatWrapping,
  Clamp: THREE.ClampToEdgeWrapping,
};

interface TextureData {
  uuid?: string;
  image?: string;
  wrap?: [string, string];
  repeat?: [number, number];
  flipY?: boolean;
}

function slotTextures(data: Record<string, unknown>): ReactNode[] {
  const textures = (Array.isArray(data.textures) ? data.textures : []) as TextureData[];
  const images = (Array.isArray(data.images) ? data.images : []) as { uuid?: string; url?: string }[];
  const nodes: ReactNode[] = [];
  for (const slot of TEXTURE_SLOTS) {
    const reference = data[slot];
    if (typeof reference !== 'string' || !reference) continue;
    const texture = textures.find((candidate) => candidate.uuid === reference);
    const url = texture ? images.find((image) => image.uuid === texture.image)?.url : reference;
    if (!url) continue;
    nodes.push(
      <SlotTexture
        key={slot}
        url={url}
        slot={slot}
        repeat={texture?.repeat ?? [1, 1]}
        flipY={texture?.flipY ?? false}
        wrap={WRAPS[texture?.wrap?.[0] ?? 'Repeat']}
      />,
    );
  }
  return nodes;
}

export function MaterialFromData({
  data,
  type = 'MeshPhysicalMaterial',
}: {
  data: Record<string, unknown>;
  type?: string;
}) {
  const props: Record<string, unknown> = {};
  for (const name of SCALARS) if (data[name] !== undefined && data[name] !== null) props[name] = data[name];
  if (Array.isArray(data.normalScale))
    props.normalScale = new THREE.Vector2(...(data.normalScale as [number, number]));
  else if (typeof data.normalScale === 'number')
    props.normalScale = new THREE.Vector2(data.normalScale, data.normalScale);
  const side = typeof data.side === 'number' ? (data.side as THREE.Side) : SIDES[String(data.side)];
  if (side !== undefined) props.side = side;
  const maps = <Suspense fallback={null}>{slotTextures(data)}</Suspense>;
  switch (type) {
    case 'MeshStandardMaterial':
      return (
        <meshStandardMaterial key={type} {...props}>
          {maps}
        </meshStandardMaterial>
      );
    case 'MeshBasicMaterial':
      return (
        <meshBasicMaterial key={type} {...props}>
          {maps}
        </meshBasicMaterial>
      );
    case 'MeshLambertMaterial':
      return (
        <meshLambertMaterial key={type} {...props}>
          {maps}
        </meshLambertMaterial>
      );
    case 'MeshPhongMaterial':
      return (
        <meshPhongMaterial key={type} {...props}>
          {maps}
        </meshPhongMaterial>
      );
    case 'MeshToonMaterial':
      return (
        <meshToonMaterial key={type} {...props}>
          {maps}
        </meshToonMaterial>
      );
    default:
      return (
        <meshPhysicalMaterial key={type} {...props}>
          {maps}
        </meshPhysicalMaterial>
      );
  }
}
