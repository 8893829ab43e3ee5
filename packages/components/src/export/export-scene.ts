// GLB and USDZ of a rendered 3D page, from the same live three.js scene the visitor sees (the
// product's meshes only, see export-tree.ts): the current configuration, or (GLB) every material
// variant with KHR_materials_variants.
import { GLTFExporter } from 'three/examples/jsm/exporters/GLTFExporter.js';
import { USDZExporter } from 'three/examples/jsm/exporters/USDZExporter.js';
import type { ProjectJson } from '../model/project-json.ts';
import { liveScenes, type LiveScene } from '../r3f/scene-registry.ts';
import { exportTree, type ExportTree } from './export-tree.ts';
import { elementName } from './finish-look.ts';
import { pageFinishes } from './finishes.ts';
import { materialsVariantsPlugin } from './materials-variants-plugin.ts';
import { collectVariants } from './variant-materials.ts';
import { EXPORT_TEXTS } from './texts.ts';

export type ExportFormat = 'glb' | 'usdz';

export interface ExportRequest {
  format: ExportFormat;
  /** GLB only: 'all' writes every material variant (KHR_materials_variants). */
  variants: 'current' | 'all';
  project: ProjectJson;
  pageId: string;
}

export interface ExportOptions {
  project: ProjectJson;
  pageId: string;
  variants?: 'current' | 'all';
}

/** The scene to export: the page's first rendered canvas. */
export function sceneToExport(): LiveScene {
  const [live] = liveScenes();
  if (!live) throw new Error(EXPORT_TEXTS.noScene);
  return live;
}

function treeOf(live: LiveScene, { project, pageId }: ExportOptions): ExportTree {
  const elements = project.pages?.[pageId]?.elements ?? {};
  const finishes = new Map(pageFinishes(project, pageId).map((finish) => [finish.meshId, finish]));
  const tree = exportTree(live.scene, {
    element: (id) => elements[id],
    name: elementName,
    materialName: (meshId) => {
      const finish = finishes.get(meshId);
      return finish ? elementName(finish.element) : undefined;
    },
  });
  if (tree.meshes.size === 0) throw new Error(EXPORT_TEXTS.empty);
  return tree;
}

export async function exportGlb(live: LiveScene, options: ExportOptions): Promise<ArrayBuffer> {
  const tree = treeOf(live, options);
  const exporter = new GLTFExporter();
  const runtime = live.runtime?.();
  if (options.variants === 'all' && runtime) {
    const variants = await collectVariants(options.project, options.pageId, runtime, tree);
    exporter.register(materialsVariantsPlugin(variants) as never);
  }
  return (await exporter.parseAsync(tree.root, { binary: true, onlyVisible: true })) as ArrayBuffer;
}

export async function exportUsdz(live: LiveScene, options: ExportOptions): Promise<Uint8Array> {
  const usdz = await new USDZExporter().parseAsync(treeOf(live, options).root, { quickLookCompatible: true });
  return new Uint8Array(usdz);
}

/** The bytes of the export a request names, read from the live scene. */
export async function exportScene(request: ExportRequest): Promise<Uint8Array> {
  const live = sceneToExport();
  if (request.format === 'usdz') return exportUsdz(live, request);
  return new Uint8Array(await exportGlb(live, request));
}
