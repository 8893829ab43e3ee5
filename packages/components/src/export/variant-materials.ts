// The material variants of a page's 3D scene for KHR_materials_variants: every option of an
// attribute that a mesh's finish follows, and every label of a MaterialVariant that follows none (see
// finishes.ts). Variant names are global in the glTF, so each mesh with a finish that varies gets a
// material per name: its look for that variant, else the one it shows now.
import type * as THREE from 'three';
import type { ProjectJson } from '../model/project-json.ts';
import type { RuntimeValue } from '../render/context.ts';
import { loadEngine } from '../render/engine-slot.ts';
import type { ExportTree } from './export-tree.ts';
import { hasNormalMap, withTangents } from './exportable-geometry.ts';
import { finishLook, type Look } from './finish-look.ts';
import { pageFinishes, variantChoices } from './finishes.ts';

export interface VariantSet {
  /** Variant names, in the order the glTF lists them. */
  names: string[];
  /** Per exported mesh, a material per variant name (index as in `names`). */
  meshes: Map<THREE.Mesh, THREE.Material[]>;
}

const firstMaterial = (mesh: THREE.Mesh) =>
  Array.isArray(mesh.material) ? mesh.material[0]! : mesh.material;

/** The exported copies of the live meshes an element drew (several inside a For). */
function copiesOf(tree: ExportTree, elementId: string): THREE.Mesh[] {
  return [...tree.meshes].flatMap(([live, copy]) => (live.userData?.elementId === elementId ? [copy] : []));
}

/**
 * The variants of the export tree's meshes. A material element's variants are named copies of the
 * live material, so the mesh's own material becomes the copy of the variant it shows now.
 */
export async function collectVariants(
  project: ProjectJson,
  pageId: string,
  runtime: RuntimeValue,
  tree: ExportTree,
): Promise<VariantSet> {
  const finishes = pageFinishes(project, pageId).filter((finish) => copiesOf(tree, finish.meshId).length > 0);
  // Bindings are evaluated as the page does; a page with none never loaded the engine.
  if (finishes.some((finish) => finish.attributeIds.length > 0)) await loadEngine();
  const choices = variantChoices(project, finishes);
  const built = new Map<string, Promise<THREE.Material>>();
  const meshes = new Map<THREE.Mesh, THREE.Material[]>();
  for (const finish of finishes) {
    const looks = choices.map((choice) => finishLook(project, runtime, finish, choice));
    if (looks.every((look) => look === null)) continue;
    const current = finishLook(project, runtime, finish);
    for (const copy of copiesOf(tree, finish.meshId)) {
      const live = firstMaterial(copy);
      const materialOf = (look: Look | null, variant: string): Promise<THREE.Material> => {
        if (!look || (look.key === current?.key && !look.copiesLive)) return Promise.resolve(live);
        const key = look.copiesLive ? `${look.key}|${live.uuid}` : look.key;
        if (!built.has(key)) built.set(key, look.build(live, variant));
        return built.get(key)!;
      };
      const materials = await Promise.all(looks.map((look, index) => materialOf(look, choices[index]!.name)));
      const shown = looks.findIndex((look) => look?.copiesLive && look.key === current?.key);
      if (shown >= 0) {
        copy.material = materials[shown]!;
        looks.forEach((look, index) => {
          if (!look) materials[index] = materials[shown]!;
        });
      }
      if (materials.some(hasNormalMap)) copy.geometry = withTangents(copy.geometry);
      meshes.set(copy, materials);
    }
  }
  return { names: choices.map((choice) => choice.name), meshes };
}
