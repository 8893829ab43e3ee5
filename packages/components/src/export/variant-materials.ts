// The material variants of a page's 3D scene for KHR_materials_variants: every MaterialVariant
// element names variants (label → material asset) for its parent mesh. Variant names are global in
// the glTF, so each mesh gets a material per name: its own variant of that name, else the one it
// shows now.
import type * as THREE from 'three';
import type { ElementJson, ProjectJson } from '../model/project-json.ts';
import { materialFromAssetData } from './material-from-asset.ts';

export interface VariantSet {
  /** Variant names, in the order the glTF lists them. */
  names: string[];
  /** Per mesh, a material per variant name (index as in `names`). */
  meshes: Map<THREE.Mesh, THREE.Material[]>;
}

interface VariantEntry {
  label?: string;
  asset?: { id?: string };
}

function staticContent(element: ElementJson, prop: string): unknown {
  const value = element.props?.[prop];
  return value && value.type === 'static' ? value.content : undefined;
}

function meshOf(scene: THREE.Object3D, elementId: string): THREE.Mesh | null {
  let found: THREE.Mesh | null = null;
  scene.traverse((object) => {
    if (!found && object.userData?.elementId === elementId && (object as THREE.Mesh).isMesh)
      found = object as THREE.Mesh;
  });
  return found;
}

export async function collectVariants(
  project: ProjectJson,
  pageId: string,
  scene: THREE.Object3D,
): Promise<VariantSet> {
  const elements = Object.values(project.pages?.[pageId]?.elements ?? {});
  const perMesh: Array<{ mesh: THREE.Mesh; variants: VariantEntry[] }> = [];
  const names: string[] = [];
  for (const element of elements) {
    if (element.elementType !== 'MaterialVariant' || !element.parent) continue;
    const mesh = meshOf(scene, element.parent);
    const list = staticContent(element, 'variants');
    if (!mesh || !Array.isArray(list)) continue;
    const variants = (list as VariantEntry[]).filter((entry) => entry.label && entry.asset?.id);
    for (const variant of variants) if (!names.includes(variant.label!)) names.push(variant.label!);
    perMesh.push({ mesh, variants });
  }
  const meshes = new Map<THREE.Mesh, THREE.Material[]>();
  for (const { mesh, variants } of perMesh) {
    const current = Array.isArray(mesh.material) ? mesh.material[0]! : mesh.material;
    const materials = await Promise.all(
      names.map(async (name) => {
        const variant = variants.find((entry) => entry.label === name);
        const data = variant ? project.assets?.[variant.asset!.id!]?.data : undefined;
        return data ? materialFromAssetData(data, name) : current;
      }),
    );
    meshes.set(mesh, materials);
  }
  return { names, meshes };
}
