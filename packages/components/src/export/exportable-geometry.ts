// Geometry as glTF core accepts it without extensions or complaints: vertex data of a quantized
// model (meshopt, KHR_mesh_quantization) or in interleaved buffers becomes plain floats, and normals
// are of unit length (a Draco-decoded model's are only nearly so, which the glTF validator reports).
// A geometry that already fits is used as it is; a converted copy is made once per geometry.
import * as THREE from 'three';

/** Attributes whose glTF accessors must be floats here (quantized ones need an extension). */
const FLOAT_ATTRIBUTES = /^(position|normal|tangent|uv\d*|color)$/;
/** The validator's tolerance is tighter than three's: lengths are made exact unless closer. */
const UNIT_TOLERANCE = 1e-6;

const copies = new WeakMap<THREE.BufferGeometry, THREE.BufferGeometry>();

type Attribute = THREE.BufferAttribute | THREE.InterleavedBufferAttribute;

function needsFloats(attribute: Attribute): boolean {
  return (
    (attribute as THREE.InterleavedBufferAttribute).isInterleavedBufferAttribute === true ||
    !(attribute.array instanceof Float32Array)
  );
}

function needsUnitNormals(normal: Attribute): boolean {
  for (let index = 0; index < normal.count; index += 1) {
    const length = Math.hypot(normal.getX(index), normal.getY(index), normal.getZ(index));
    if (Math.abs(length - 1) > UNIT_TOLERANCE) return true;
  }
  return false;
}

function floats(attribute: Attribute, unit: boolean): THREE.BufferAttribute {
  const { count, itemSize } = attribute;
  const array = new Float32Array(count * itemSize);
  for (let index = 0; index < count; index += 1)
    for (let component = 0; component < itemSize; component += 1)
      array[index * itemSize + component] = attribute.getComponent(index, component);
  if (unit)
    for (let index = 0; index < count; index += 1) {
      const at = index * 3;
      const length = Math.hypot(array[at]!, array[at + 1]!, array[at + 2]!);
      // A degenerate normal points up: glTF has no "no normal" for one vertex.
      if (length === 0) array.set([0, 1, 0], at);
      else for (let axis = 0; axis < 3; axis += 1) array[at + axis]! /= length;
    }
  return new THREE.BufferAttribute(array, itemSize);
}

export function exportableGeometry(geometry: THREE.BufferGeometry): THREE.BufferGeometry {
  const known = copies.get(geometry);
  if (known) return known;
  const normal = geometry.getAttribute('normal');
  const unitNormals = normal !== undefined && needsUnitNormals(normal);
  const converted = Object.entries(geometry.attributes).filter(
    ([name, attribute]) =>
      (FLOAT_ATTRIBUTES.test(name) && needsFloats(attribute)) || (name === 'normal' && unitNormals),
  );
  if (converted.length === 0) {
    copies.set(geometry, geometry);
    return geometry;
  }
  const copy = new THREE.BufferGeometry();
  copy.name = geometry.name;
  copy.setIndex(geometry.getIndex());
  for (const [name, attribute] of Object.entries(geometry.attributes)) copy.setAttribute(name, attribute);
  for (const [name, attribute] of converted) copy.setAttribute(name, floats(attribute, name === 'normal'));
  copy.morphAttributes = geometry.morphAttributes;
  copy.morphTargetsRelative = geometry.morphTargetsRelative;
  for (const group of geometry.groups) copy.addGroup(group.start, group.count, group.materialIndex);
  copies.set(geometry, copy);
  return copy;
}

export const hasNormalMap = (material: THREE.Material) =>
  Boolean((material as THREE.MeshStandardMaterial).normalMap);

const withTangentsCopies = new WeakMap<THREE.BufferGeometry, THREE.BufferGeometry>();

/**
 * The geometry with tangents, for a mesh whose material has a normal map: without them a viewer
 * must generate its own tangent space, which the validator warns of. Geometry three.js cannot
 * derive tangents for (no index, normals or UVs) is kept as it is.
 */
export function withTangents(geometry: THREE.BufferGeometry): THREE.BufferGeometry {
  if (geometry.getAttribute('tangent')) return geometry;
  const known = withTangentsCopies.get(geometry);
  if (known) return known;
  let result = geometry;
  if (geometry.getIndex() && geometry.getAttribute('normal') && geometry.getAttribute('uv')) {
    result = geometry.clone();
    result.computeTangents();
  }
  withTangentsCopies.set(geometry, result);
  return result;
}
