// The parts of a material built from stored data (a material asset's data or a gl element's props):
// its scalar values and the textures of its slots. Shared by <MaterialFromData> and the exporters,
// which build the same materials imperatively.
import * as THREE from 'three';
import { TEXTURE_SLOTS } from '@vitrine/core';
import { SIDES } from './three-props.ts';

export const SCALARS = [
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

export const WRAPS: Record<string, THREE.Wrapping> = {
  Repeat: THREE.RepeatWrapping,
  Mirror: THREE.MirroredRepeatWrapping,
  Clamp: THREE.ClampToEdgeWrapping,
};

export interface TextureData {
  uuid?: string;
  image?: string;
  wrap?: [string, string];
  repeat?: [number, number];
  flipY?: boolean;
}

export interface SlotTextureSpec {
  slot: string;
  url: string;
  repeat: [number, number];
  flipY: boolean;
  wrap: THREE.Wrapping;
}

/** The textures the data names per slot: a texture uuid (with its image) or a plain URL. */
export function slotTextureSpecs(data: Record<string, unknown>): SlotTextureSpec[] {
  const textures = (Array.isArray(data.textures) ? data.textures : []) as TextureData[];
  const images = (Array.isArray(data.images) ? data.images : []) as { uuid?: string; url?: string }[];
  const specs: SlotTextureSpec[] = [];
  for (const slot of TEXTURE_SLOTS) {
    const reference = data[slot];
    if (typeof reference !== 'string' || !reference) continue;
    const texture = textures.find((candidate) => candidate.uuid === reference);
    const url = texture ? images.find((image) => image.uuid === texture.image)?.url : reference;
    if (!url) continue;
    specs.push({
      slot,
      url,
      repeat: texture?.repeat ?? [1, 1],
      flipY: texture?.flipY ?? false,
      wrap: WRAPS[texture?.wrap?.[0] ?? 'Repeat'] ?? THREE.RepeatWrapping,
    });
  }
  return specs;
}

/** The scalar values, normal scale and side the data sets. */
export function materialValues(data: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const name of SCALARS) if (data[name] !== undefined && data[name] !== null) values[name] = data[name];
  if (Array.isArray(data.normalScale))
    values.normalScale = new THREE.Vector2(...(data.normalScale as [number, number]));
  else if (typeof data.normalScale === 'number')
    values.normalScale = new THREE.Vector2(data.normalScale, data.normalScale);
  const side = typeof data.side === 'number' ? (data.side as THREE.Side) : SIDES[String(data.side)];
  if (side !== undefined) values.side = side;
  return values;
}
