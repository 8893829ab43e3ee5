// A material built from stored data: a material asset's data (SPEC §3 Material asset: scalar fields,
// textures and images lists, texture slots naming a texture uuid) or a gl element's props.
import { Suspense, type ReactNode, type Ref } from 'react';
import type { Material } from 'three';
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

/** Where the material goes instead of its parent's `material` (see r3f's attach). */
export type MaterialAttach = (parent: unknown, material: Material) => () => void;

export function MaterialFromData({
  data,
  type = 'MeshPhysicalMaterial',
  name,
  attach,
  materialRef,
}: {
  data: Record<string, unknown>;
  type?: string;
  /** The material's name in the library, carried by the three.js material (budget, exports). */
  name?: string;
  /** Default: the parent mesh's material. */
  attach?: MaterialAttach;
  /** Receives the three.js material (a new one when the type changes). */
  materialRef?: Ref<Material>;
}) {
  const props: Record<string, unknown> = materialValues(data);
  if (name) props.name = name;
  if (attach) props.attach = attach;
  if (materialRef) props.ref = materialRef;
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
