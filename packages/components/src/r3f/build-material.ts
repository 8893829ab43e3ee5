// Builds a three.js material imperatively from project material data, for material overrides of
// meshes inside a loaded model (which are not elements, so they cannot take material children).
import * as THREE from 'three';
import type { MaterialData } from './gl-material-data.ts';
import { TEXTURE_SLOTS } from './material-from-data.tsx';
import { COLOR_SLOTS } from './texture.tsx';

const CLASSES: Record<string, new () => THREE.Material> = {
  MeshBasicMaterial: THREE.MeshBasicMaterial,
  MeshLambertMaterial: THREE.MeshLambertMaterial,
  MeshPhongMaterial: THREE.MeshPhongMaterial,
  MeshStandardMaterial: THREE.MeshStandardMaterial,
  MeshPhysicalMaterial: THREE.MeshPhysicalMaterial,
  MeshToonMaterial: THREE.MeshToonMaterial,
};

const loader = new THREE.TextureLoader();

export function buildMaterial({ type, data }: MaterialData): THREE.Material {
  const material = new (CLASSES[type ?? ''] ?? THREE.MeshPhysicalMaterial)();
  const values: Record<string, unknown> = {};
  const target = material as unknown as Record<string, unknown>;
  for (const [name, value] of Object.entries(data)) {
    if (name === 'type' || (TEXTURE_SLOTS as readonly string[]).includes(name) || !(name in material))
      continue;
    if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string')
      values[name] = value;
  }
  material.setValues(values as THREE.MaterialParameters);
  for (const slot of TEXTURE_SLOTS) {
    const url = data[slot];
    if (typeof url !== 'string' || !url || !(slot in material)) continue;
    const texture = loader.load(url, () => {
      material.needsUpdate = true;
    });
    texture.colorSpace = COLOR_SLOTS.has(slot) ? THREE.SRGBColorSpace : THREE.NoColorSpace;
    texture.flipY = false;
    target[slot] = texture;
  }
  return material;
}
