// The part of a live scene that an export holds: the product's meshes and the groups that place
// them. Left out: lights and cameras (AR viewers light and frame a model themselves), helpers, shadow
// and reflection planes (ContactShadows, Stage's shadows: a render target's picture; meshes with a
// shadow material), the builder's point-of-interest markers, hotspot anchors (empty groups),
// backgrounds, and any mesh a staging component adds that no element owns. The copy shares geometry
// and materials with the scene on screen, which it never changes.
import * as THREE from 'three';
import type { ElementJson } from '../model/project-json.ts';
import { exportableGeometry, hasNormalMap, withTangents } from './exportable-geometry.ts';
import { exportableMaterials, namedMaterial } from './exportable-material.ts';

export interface ExportTree {
  root: THREE.Scene;
  /** Each exported live mesh and its copy in `root`. */
  meshes: Map<THREE.Mesh, THREE.Mesh>;
}

export interface ExportNames {
  /** The page element that drew an object (userData.elementId). */
  element(elementId: string): ElementJson | undefined;
  /** What a mesh element's material is called in the outliner (its material child's name). */
  materialName(meshId: string): string | undefined;
  /** What an element is called in the outliner. */
  name(element: ElementJson): string;
}

/** Elements drawn only in the builder, never part of the product. */
const BUILDER_MARKERS = new Set(['PointOfInterest']);

const materialsOf = (mesh: THREE.Mesh): THREE.Material[] =>
  Array.isArray(mesh.material) ? mesh.material : [mesh.material];

/** A plane that shows a render target (contact shadows, a reflection) is an effect, not a product. */
const showsEffect = (material: THREE.Material) =>
  material.type === 'ShadowMaterial' ||
  Object.values(material).some((value) => value instanceof THREE.Texture && value.isRenderTargetTexture);

function isLeftOut(object: THREE.Object3D): boolean {
  const flags = object as Partial<Record<'isLight' | 'isCamera' | 'isSprite' | 'isMesh', boolean>>;
  if (!object.visible || flags.isLight || flags.isCamera || flags.isSprite || object.type.endsWith('Helper'))
    return true;
  return flags.isMesh === true && materialsOf(object as THREE.Mesh).some(showsEffect);
}

const IDENTITY = new THREE.Matrix4();

function isIdentity(object: THREE.Object3D): boolean {
  object.updateMatrix();
  return object.matrix.equals(IDENTITY);
}

function placeLike(node: THREE.Object3D, object: THREE.Object3D): void {
  object.updateMatrix();
  object.matrix.decompose(node.position, node.quaternion, node.scale);
  node.name = object.name;
}

/** Copies what the export holds, named as in the outliner (a loaded model keeps its own names). */
export function exportTree(scene: THREE.Object3D, names: ExportNames): ExportTree {
  const meshes = new Map<THREE.Mesh, THREE.Mesh>();
  const copy = (object: THREE.Object3D, owned: boolean): THREE.Object3D[] => {
    if (isLeftOut(object)) return [];
    const elementId = typeof object.userData?.elementId === 'string' ? object.userData.elementId : null;
    const element = elementId ? names.element(elementId) : undefined;
    if (element && BUILDER_MARKERS.has(element.elementType)) return [];
    const inElement = owned || elementId !== null;
    const children = object.children.flatMap((child) => copy(child, inElement));
    const mesh = object as THREE.Mesh;
    // Meshes no element owns are a staging component's own (its shadow plane, a ground).
    const exported =
      mesh.isMesh === true && inElement && mesh.geometry.getAttribute('position') !== undefined;
    if (!exported && children.length === 0) return [];
    // A staging component's unnamed groups that do not move their content add nothing to the file.
    if (!exported && !element && !object.name && isIdentity(object)) return children;
    let node: THREE.Object3D;
    if (exported) {
      // A plain mesh: an instanced or skinned one is written as it stands in its first pose.
      const materialName = elementId ? names.materialName(elementId) : undefined;
      const material = exportableMaterials(mesh.material);
      const meshCopy = new THREE.Mesh(
        exportableGeometry(mesh.geometry),
        materialName && !Array.isArray(material) ? namedMaterial(material, materialName) : material,
      );
      if (materialsOf(meshCopy).some((candidate) => hasNormalMap(candidate)))
        meshCopy.geometry = withTangents(meshCopy.geometry);
      if (mesh.morphTargetInfluences && meshCopy.morphTargetInfluences)
        meshCopy.morphTargetInfluences.splice(0, Infinity, ...mesh.morphTargetInfluences);
      meshes.set(mesh, meshCopy);
      node = meshCopy;
    } else node = new THREE.Group();
    placeLike(node, object);
    if (element) node.name = names.name(element);
    for (const child of children) node.add(child);
    return [node];
  };
  const root = new THREE.Scene();
  for (const child of scene.children) for (const node of copy(child, false)) root.add(node);
  // The USDZ exporter writes each object's local matrix as it stands: bring them up to date.
  root.updateMatrixWorld(true);
  return { root, meshes };
}
