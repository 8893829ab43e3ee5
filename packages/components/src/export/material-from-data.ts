// A project material's data (a material asset's, or a material gl element's) as a three.js
// material, built imperatively with its textures loaded, for the variants an exported GLB carries
// besides the one on screen. Same parts as <MaterialFromData>.
import * as THREE from 'three';
import { materialValues, slotTextureSpecs } from '../r3f/material-data-parts.ts';
import { COLOR_SLOTS } from '../r3f/texture.tsx';

const CLASSES: Record<string, new () => THREE.Material> = {
  MeshBasicMaterial: THREE.MeshBasicMaterial,
  MeshLambertMaterial: THREE.MeshLambertMaterial,
  MeshPhongMaterial: THREE.MeshPhongMaterial,
  MeshStandardMaterial: THREE.MeshStandardMaterial,
  MeshPhysicalMaterial: THREE.MeshPhysicalMaterial,
  MeshToonMaterial: THREE.MeshToonMaterial,
};

const loader = new THREE.TextureLoader();

export async function materialFromData(
  data: Record<string, unknown>,
  type: string | undefined,
  name: string,
): Promise<THREE.Material> {
  const material = new (CLASSES[type ?? ''] ?? THREE.MeshPhysicalMaterial)();
  const values = materialValues(data);
  for (const key of Object.keys(values)) if (!(key in material)) delete values[key];
  material.setValues(values as THREE.MaterialParameters);
  material.name = name;
  const target = material as unknown as Record<string, unknown>;
  await Promise.all(
    slotTextureSpecs(data).map(async (spec) => {
      if (!(spec.slot in material)) return;
      const texture = await loader.loadAsync(spec.url);
      texture.colorSpace = COLOR_SLOTS.has(spec.slot) ? THREE.SRGBColorSpace : THREE.NoColorSpace;
      texture.wrapS = texture.wrapT = spec.wrap;
      texture.repeat.set(spec.repeat[0], spec.repeat[1]);
      texture.flipY = spec.flipY;
      target[spec.slot] = texture;
    }),
  );
  material.needsUpdate = true;
  return material;
}
