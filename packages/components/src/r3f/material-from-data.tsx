// A material built from stored data: a material asset's data (SPEC §3 Material asset: scalar fields,
// textures and images lists, texture slots naming a texture uuid) or a gl element's props.
import { Suspense, type ReactNode } from 'react';
import { TEXTURE_SLOTS } from '@vitrine/core';
import { SlotTexture } from './texture.tsx';
import { materialValues, slotTextureSpecs } from './material-data-parts.ts';

// The texture slots of SPEC §3, defined once in core.
export { TEXTURE_SLOTS };

function slotTextures(data: Record<string, unknown>): ReactNode[] {
  return slotTextureSpecs(data).map((spec) => (
    <SlotTexture
      key={spec.slot}
      url={spec.url}
      slot={spec.slot}
      repeat={spec.repeat}
      flipY={spec.flipY}
      wrap={spec.wrap}
    />
  ));
}

export function MaterialFromData({
  data,
  type = 'MeshPhysicalMaterial',
  name,
}: {
  data: Record<string, unknown>;
  type?: string;
  /** The material's name in the library, carried by the three.js material (budget, exports). */
  name?: string;
}) {
  const props = materialValues(data);
  if (name) props.name = name;
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
