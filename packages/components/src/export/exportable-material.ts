// A material as the exporters can write it: maps whose pixels cannot be read back as an image (a
// render target's texture, a video, data in a float format) are left out of a copy, instead of
// failing the whole export. Materials without such maps are used as they are.
import * as THREE from 'three';

const copies = new WeakMap<THREE.Material, THREE.Material>();

function isReadable(texture: THREE.Texture): boolean {
  if ((texture as THREE.CompressedTexture).isCompressedTexture) return true; // the exporter decodes it
  const image: unknown = texture.image;
  if (!image) return false;
  if ((texture as THREE.DataTexture).isDataTexture)
    return texture.format === THREE.RGBAFormat && texture.type === THREE.UnsignedByteType;
  return (
    (typeof HTMLImageElement !== 'undefined' && image instanceof HTMLImageElement) ||
    (typeof HTMLCanvasElement !== 'undefined' && image instanceof HTMLCanvasElement) ||
    (typeof ImageBitmap !== 'undefined' && image instanceof ImageBitmap) ||
    (typeof OffscreenCanvas !== 'undefined' && image instanceof OffscreenCanvas)
  );
}

function unreadableSlots(material: THREE.Material): string[] {
  return Object.entries(material).flatMap(([slot, value]) =>
    value instanceof THREE.Texture && !isReadable(value) ? [slot] : [],
  );
}

export function exportableMaterial(material: THREE.Material): THREE.Material {
  const known = copies.get(material);
  if (known) return known;
  const slots = unreadableSlots(material);
  let result = material;
  if (slots.length > 0) {
    result = material.clone();
    result.name = material.name;
    for (const slot of slots) (result as unknown as Record<string, unknown>)[slot] = null;
  }
  copies.set(material, result);
  return result;
}

export function exportableMaterials(
  material: THREE.Material | THREE.Material[],
): THREE.Material | THREE.Material[] {
  return Array.isArray(material) ? material.map(exportableMaterial) : exportableMaterial(material);
}

const named = new WeakMap<THREE.Material, Map<string, THREE.Material>>();

/** The material under the name the outliner gives it, when three.js knows it by none. */
export function namedMaterial(material: THREE.Material, name: string): THREE.Material {
  if (material.name) return material;
  let byName = named.get(material);
  if (!byName) named.set(material, (byName = new Map()));
  let copy = byName.get(name);
  if (!copy) {
    copy = material.clone();
    copy.name = name;
    byName.set(name, copy);
  }
  return copy;
}
