// GLB and USDZ of a configured product: the builder exports the 3D page's current configuration and
// every material variant (KHR_materials_variants); the published page offers "View in AR", which
// shows the product in <model-viewer> with a GLB and a USDZ made from the same scene.
import { addMaterialAsset, addPage, insertElement, type PropValue } from '@vitrine/core';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNLIMITED_PLAN, subscribe } from '../apps/server/test/billing-fixtures.ts';
import type { TestServer } from '../apps/server/test/harness.ts';
import { api, createProject, openBuilder, signIn, type SignedIn } from './builder-helpers.ts';
import { openBrowser, screenshot, startStudio, type Browser } from './harness.ts';
import { editProjectDoc, suzanneGlb, uploadAsset } from './preview-fixtures.ts';

const value = (content: unknown): PropValue => ({ type: 'static', content });

/** The JSON chunk of a GLB (the first chunk after the 12-byte header). */
function glbJson(bytes: Buffer): {
  extensionsUsed?: string[];
  extensions?: Record<string, { variants?: Array<{ name: string }> }>;
  materials?: Array<{ name?: string; pbrMetallicRoughness?: { baseColorFactor?: number[] } }>;
  meshes?: Array<{
    primitives: Array<{
      material?: number;
      extensions?: Record<string, { mappings: Array<{ material: number; variants: number[] }> }>;
    }>;
  }>;
} {
  expect(bytes.toString('latin1', 0, 4)).toBe('glTF');
  const length = bytes.readUInt32LE(12);
  return JSON.parse(bytes.toString('utf8', 20, 20 + length));
}

describe('AR and glTF export', () => {
  let server: TestServer;
  let author: Browser;
  let visitor: Browser;
  let user: SignedIn;
  let projectId: string;
  let scenePageId = '';

  beforeAll(async () => {
    server = await startStudio();
    [author, visitor] = await Promise.all([
      openBrowser(),
      openBrowser({ viewport: { width: 1280, height: 860 } }),
    ]);
    user = await signIn(author.page, server, 'ar@example.com');
    await subscribe(server, { token: user.accessToken }, UNLIMITED_PLAN);
    const project = await createProject(server, user, 'Chair');
    projectId = project.projectId;
    await api(server, user.accessToken, 'PATCH', `/v2/teams/${project.teamId}/projects/${projectId}`, {
      allowedDomains: ['shop.example.com'],
    });
    const model = await uploadAsset(server, user.accessToken, projectId, {
      name: 'suzanne.glb',
      type: 'model/gltf-binary',
      bytes: suzanneGlb(),
    });
    await editProjectDoc(server, projectId, (doc) => {
      const red = addMaterialAsset(doc, { name: 'Red lacquer', data: { color: '#dc2626', roughness: 0.4 } });
      const blue = addMaterialAsset(doc, {
        name: 'Blue lacquer',
        data: { color: '#2563eb', roughness: 0.4 },
      });
      scenePageId = addPage(doc, { label: 'Configurator' });
      const canvas = insertElement(doc, {
        pageId: scenePageId,
        parentId: null,
        elementType: 'Canvas',
        props: {
          shadowQuality: value('off'),
          background: value('#f5f5f4'),
          cameraPosition: value([0, 0.6, 5]),
        },
      });
      const add = (elementType: string, props: Record<string, PropValue>, parentId = canvas, name?: string) =>
        insertElement(doc, { pageId: scenePageId, parentId, elementType, props, ...(name ? { name } : {}) });
      add('ambientLight', { intensity: value(0.7) });
      add('directionalLight', { position: value([3, 4, 5]), intensity: value(2) });
      const seat = add(
        'mesh',
        { position: value([-1.4, 0, 0]), rotation: value([0.4, 0.6, 0]) },
        canvas,
        'Seat',
      );
      add('boxGeometry', {}, seat);
      add(
        'MaterialVariant',
        {
          variants: value([
            { label: 'Red', asset: { id: red } },
            { label: 'Blue', asset: { id: blue } },
          ]),
          value: value('Red'),
        },
        seat,
      );
      add('GltfModel', {
        src: { type: 'reference', referenceType: 'asset', content: model.id, url: model.url },
        position: value([1.4, 0, 0]),
      });
    });
  });

  afterAll(async () => {
    await Promise.all([author?.close(), visitor?.close()]);
    await server?.close();
  });

  async function exportFrom(label: string): Promise<Buffer> {
    const { page } = author;
    await page.getByTestId('export-3d-button').click();
    const download = page.waitForEvent('download', { timeout: 120_000 });
    await page.getByTestId('export-3d-menu').getByRole('menuitem', { name: label }).click();
    const file = await (await download).path();
    return readFileSync(file);
  }

  it('exports the configured product from the builder as GLB (with every variant) and USDZ', async () => {
    const { page } = author;
    await openBuilder(page, server, projectId, `?pageId=${scenePageId}`);
    await page.frameLocator('[data-testid="preview-frame"]').locator('canvas').waitFor();

    // The box is drawn at once, the model once its file is loaded and decoded: export until both are in.
    let current = glbJson(await exportFrom('GLB — this configuration'));
    for (let attempt = 0; attempt < 20 && current.meshes!.length < 2; attempt += 1) {
      await page.waitForTimeout(500);
      current = glbJson(await exportFrom('GLB — this configuration'));
    }
    expect(current.extensionsUsed ?? []).not.toContain('KHR_materials_variants');
    expect(current.meshes!.length).toBeGreaterThanOrEqual(2);

    const all = glbJson(await exportFrom('GLB — all material variants'));
    expect(all.extensionsUsed).toContain('KHR_materials_variants');
    expect(all.extensions!.KHR_materials_variants!.variants).toEqual([{ name: 'Red' }, { name: 'Blue' }]);
    const mapped = all.meshes!.flatMap((mesh) => mesh.primitives).find((primitive) => primitive.extensions);
    const mappings = mapped!.extensions!.KHR_materials_variants!.mappings;
    expect(mappings.map((mapping) => mapping.variants).sort()).toEqual([[0], [1]]);
    const blue = all.materials![mappings.find((mapping) => mapping.variants[0] === 1)!.material]!;
    expect(blue.pbrMetallicRoughness!.baseColorFactor![2]).toBeGreaterThan(0.5);
    await screenshot(page, 'export-3d-builder');

    const usdz = await exportFrom('USDZ — for AR on iPhone and iPad');
    expect(usdz.toString('latin1', 0, 2)).toBe('PK');
    expect(usdz.toString('latin1')).toContain('.usda');
  });

  it('shows "View in AR" on the published 3D page with a GLB and a USDZ of the same scene', async () => {
    await api(server, user.accessToken, 'POST', `/v2/projects/${projectId}/releases`, {
      description: 'Chair',
    });
    const { page } = visitor;
    await page.goto(`${server.url}/p/${projectId}/#page=${scenePageId}`);
    await page.locator('canvas').waitFor();
    await page.getByTestId('view-in-ar').click();
    const viewer = page.getByTestId('model-viewer');
    await viewer.waitFor({ timeout: 60_000 });
    await page.waitForFunction(
      () =>
        (document.querySelector('model-viewer') as unknown as { loaded?: boolean } | null)?.loaded === true,
      undefined,
      { timeout: 60_000 },
    );
    expect(await viewer.getAttribute('ios-src')).toMatch(/^blob:/);
    expect(await viewer.getAttribute('ar-modes')).toBe('webxr scene-viewer quick-look');
    const download = page.waitForEvent('download');
    await page.getByTestId('download-glb').click();
    const glb = glbJson(readFileSync(await (await download).path()));
    expect(glb.extensions!.KHR_materials_variants!.variants).toHaveLength(2);
    await screenshot(page, 'view-in-ar');
  });
});
