// Attaches a texture to a slot of the parent material and flags the material for recompilation:
// adding or removing a map changes the shader program, which three only rebuilds on needsUpdate.
import type * as THREE from 'three';

export function attachSlot(slot: string) {
  return (parent: THREE.Material, texture: THREE.Texture) => {
    const material = parent as unknown as Record<string, unknown> & THREE.Material;
    material[slot] = texture;
    material.needsUpdate = true;
    return () => {
      if (material[slot] === texture) material[slot] = null;
      material.needsUpdate = true;
    };
  };
}
