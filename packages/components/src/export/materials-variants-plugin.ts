// KHR_materials_variants for three's GLTFExporter: the root lists the variant names, and each
// primitive of a mesh with variants maps materials to the variants that use them. The exporter's
// mesh hook is synchronous while materials are written asynchronously, so the mapping is written
// by a task the exporter waits for before it serialises the file.
import type * as THREE from 'three';
import type { VariantSet } from './variant-materials.ts';

export const KHR_MATERIALS_VARIANTS = 'KHR_materials_variants';

/** The little of GLTFExporter's writer the plugin uses. */
interface Writer {
  json: { extensions?: Record<string, unknown> };
  extensionsUsed: Record<string, boolean>;
  pending: Promise<unknown>[];
  processMaterialAsync(material: THREE.Material, geometry?: THREE.BufferGeometry): Promise<number | null>;
}

interface MeshDef {
  primitives: Array<{ material?: number; extensions?: Record<string, unknown> }>;
}

export function materialsVariantsPlugin(variants: VariantSet) {
  return (writer: Writer) => {
    const tasks = new Set<Promise<unknown>>();
    return {
      name: KHR_MATERIALS_VARIANTS,
      writeMesh(mesh: THREE.Mesh, meshDef: MeshDef) {
        const materials = variants.meshes.get(mesh);
        if (!materials) return;
        writer.extensionsUsed[KHR_MATERIALS_VARIANTS] = true;
        const task = (async () => {
          const byMaterial = new Map<number, number[]>();
          for (const [variant, material] of materials.entries()) {
            const index = await writer.processMaterialAsync(material, mesh.geometry);
            if (index === null) continue;
            byMaterial.set(index, [...(byMaterial.get(index) ?? []), variant]);
          }
          const mappings = [...byMaterial].map(([material, list]) => ({ material, variants: list }));
          for (const primitive of meshDef.primitives)
            primitive.extensions = { ...primitive.extensions, [KHR_MATERIALS_VARIANTS]: { mappings } };
          // Textures of these materials are written by tasks started just now: wait for them too.
          await Promise.all(writer.pending.filter((pending) => !tasks.has(pending)));
        })();
        tasks.add(task);
        writer.pending.push(task);
      },
      afterParse() {
        if (variants.names.length === 0) return;
        writer.extensionsUsed[KHR_MATERIALS_VARIANTS] = true;
        writer.json.extensions = {
          ...writer.json.extensions,
          [KHR_MATERIALS_VARIANTS]: { variants: variants.names.map((name) => ({ name })) },
        };
      },
    };
  };
}
