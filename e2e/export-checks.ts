// Checks of the studio's 3D exports for the browser stories: the builder's Export 3D menu run as a
// user does, each GLB through the Khronos glTF validator (0 errors, 0 warnings), its JSON chunk read,
// and each USDZ loaded back with three.js's USDZLoader in Chromium (so its textures decode too).
import { build } from 'esbuild';
import { validateBytes } from 'gltf-validator';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const EXPORT_ITEMS = {
  current: 'GLB — this configuration',
  all: 'GLB — all material variants',
  usdz: 'USDZ — for AR on iPhone and iPad',
} as const;

export interface GlbJson {
  extensionsUsed?: string[];
  extensions?: Record<string, { variants?: Array<{ name: string }> }>;
  nodes?: Array<{ name?: string; mesh?: number; children?: number[] }>;
  materials?: Array<{
    name?: string;
    pbrMetallicRoughness?: { baseColorFactor?: number[]; baseColorTexture?: unknown };
  }>;
  meshes?: Array<{
    primitives: Array<{
      material?: number;
      extensions?: Record<string, { mappings: Array<{ material: number; variants: number[] }> }>;
    }>;
  }>;
  images?: Array<{ mimeType?: string }>;
  extensionsRequired?: string[];
}

/** The JSON chunk of a GLB (the first chunk after the 12-byte header). */
export function glbJson(bytes: Buffer): GlbJson {
  expect(bytes.toString('latin1', 0, 4)).toBe('glTF');
  const length = bytes.readUInt32LE(12);
  return JSON.parse(bytes.toString('utf8', 20, 20 + length)) as GlbJson;
}

/** Runs the Khronos validator; every error and warning is named in the failure. */
export async function expectValidGlb(bytes: Buffer, what: string): Promise<void> {
  const report = await validateBytes(new Uint8Array(bytes));
  const problems = report.issues.messages
    .filter((message) => message.severity <= 1)
    .map((message) => `${message.code} ${message.pointer ?? ''}: ${message.message}`);
  expect({ what, problems }).toEqual({ what, problems: [] });
  expect(report.issues.numErrors + report.issues.numWarnings).toBe(0);
}

/** Chooses an item of the builder's Export 3D menu and reads the file it saves. */
export async function exportFrom(page: Page, label: string): Promise<Buffer> {
  await page.getByTestId('export-3d-button').click({ timeout: 120_000 });
  const download = page.waitForEvent('download', { timeout: 150_000 });
  await page.getByTestId('export-3d-menu').getByRole('menuitem', { name: label }).click({ timeout: 120_000 });
  return readFileSync((await (await download).path())!);
}

let usdzReader: Promise<string> | null = null;

/** three.js's USDZLoader bundled for a page: `window.readUsdz(base64)` → meshes and materials. */
function usdzReaderScript(): Promise<string> {
  usdzReader ??= build({
    stdin: {
      contents: `
        import { USDZLoader } from 'three/examples/jsm/loaders/USDZLoader.js';
        window.readUsdz = (base64) => new Promise((resolve, reject) => {
          const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
          new USDZLoader().parse(bytes.buffer, '', (group) => {
            const meshes = [];
            group.traverse((object) => {
              if (!object.isMesh) return;
              const material = Array.isArray(object.material) ? object.material[0] : object.material;
              meshes.push({
                name: object.name,
                vertices: object.geometry.getAttribute('position')?.count ?? 0,
                material: material?.type ?? '',
                color: material?.color?.getHexString() ?? '',
                textured: Boolean(material?.map?.image),
              });
            });
            resolve(meshes);
          }, reject);
        });`,
      resolveDir: root,
      loader: 'js',
    },
    bundle: true,
    write: false,
    format: 'iife',
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0]!.text);
  return usdzReader;
}

export interface UsdzMesh {
  name: string;
  vertices: number;
  material: string;
  color: string;
  textured: boolean;
}

/** Loads a USDZ back with three.js's USDZLoader in a blank page of the browser. */
export async function loadUsdz(page: Page, bytes: Buffer): Promise<UsdzMesh[]> {
  expect(bytes.toString('latin1', 0, 2)).toBe('PK');
  const blank = await page.context().newPage();
  try {
    await blank.addScriptTag({ content: await usdzReaderScript() });
    return await blank.evaluate(
      (base64) => (window as unknown as { readUsdz(data: string): Promise<UsdzMesh[]> }).readUsdz(base64),
      bytes.toString('base64'),
    );
  } finally {
    await blank.close();
  }
}
