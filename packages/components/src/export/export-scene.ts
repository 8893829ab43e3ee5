// GLB and USDZ of a rendered 3D page, from the same live three.js scene the visitor sees: the
// current configuration, or (GLB) every material variant with KHR_materials_variants.
import type * as THREE from 'three';
import { GLTFExporter } from 'three/examples/jsm/exporters/GLTFExporter.js';
import { USDZExporter } from 'three/examples/jsm/exporters/USDZExporter.js';
import type { ProjectJson } from '../model/project-json.ts';
import { liveScenes } from '../r3f/scene-registry.ts';
import { materialsVariantsPlugin } from './materials-variants-plugin.ts';
import { collectVariants } from './variant-materials.ts';

export type ExportFormat = 'glb' | 'usdz';

export interface ExportRequest {
  format: ExportFormat;
  /** GLB only: 'all' writes every material variant (KHR_materials_variants). */
  variants: 'current' | 'all';
  project: ProjectJson;
  pageId: string;
}

export const EXPORT_TEXTS = {
  noScene: 'This page has no 3D scene to export',
} as const;

/** The scene to export: the page's first rendered canvas. */
export function sceneToExport(): THREE.Scene {
  const [live] = liveScenes();
  if (!live) throw new Error(EXPORT_TEXTS.noScene);
  return live.scene;
}

export async function exportGlb(
  scene: THREE.Object3D,
  options: { project?: ProjectJson; pageId?: string; variants?: 'current' | 'all' } = {},
): Promise<ArrayBuffer> {
  const exporter = new GLTFExporter();
  if (options.variants === 'all' && options.project && options.pageId) {
    const variants = await collectVariants(options.project, options.pageId, scene);
    exporter.register(materialsVariantsPlugin(variants) as never);
  }
  const result = await exporter.parseAsync(scene, { binary: true, onlyVisible: true });
  return result as ArrayBuffer;
}

export async function exportUsdz(scene: THREE.Object3D): Promise<Uint8Array> {
  return new USDZExporter().parseAsync(scene);
}

/** The bytes of the export a request names, read from the live scene. */
export async function exportScene(request: ExportRequest): Promise<Uint8Array> {
  const scene = sceneToExport();
  if (request.format === 'usdz') return exportUsdz(scene);
  return new Uint8Array(
    await exportGlb(scene, { project: request.project, pageId: request.pageId, variants: request.variants }),
  );
}
