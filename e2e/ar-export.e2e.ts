// GLB and USDZ of a configured product staged as the studio stages it (Stage with its shadows,
// ContactShadows, an Environment shown as the background, hotspots, a point of interest, a
// Draco-compressed GLB model): the builder exports only the product's meshes, its materials under
// their library names, and every finish choice as KHR_materials_variants — the options of the
// attribute a ProjectMaterial follows and a MaterialVariant's labels, one of them textured. Each GLB
// passes the Khronos glTF validator with no error or warning and the USDZ loads back with three.js.
// The published page's "View in AR" shows the same product in <model-viewer>.
import {
  addAttribute,
  addAttributeOption,
  addMaterialAsset,
  addPage,
  insertElement,
  type PropValue,
} from '@vitrine/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNLIMITED_PLAN, subscribe } from '../apps/server/test/billing-fixtures.ts';
import type { TestServer } from '../apps/server/test/harness.ts';
import { api, createProject, openBuilder, signIn, type SignedIn } from './builder-helpers.ts';
import { EXPORT_ITEMS, expectValidGlb, exportFrom, glbJson, loadUsdz } from './export-checks.ts';
import { openBrowser, screenshot, startStudio, type Browser } from './harness.ts';
import { editProjectDoc, suzanneGlb, uploadAsset } from './preview-fixtures.ts';
import { openArView, waitForSceneMeshes, watchConsole } from './scene-export-helpers.ts';

const value = (content: unknown): PropValue => ({ type: 'static', content });

/** The variants the file offers: the Frame attribute's options, then the seat's own labels. */
const VARIANTS = ['Black', 'Chrome', 'Red', 'Blue', 'Oak'];

/** A wood-like picture of 300×200 pixels (not a power of two) and a flat normal map. */
async function textures() {
  const width = 300;
  const height = 200;
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < width * height; index += 1) {
    const grain = 40 * Math.sin((index % width) / 7 + Math.floor(index / width) / 40);
    pixels.set([150 + grain, 100 + grain / 2, 60], index * 3);
  }
  const raw = { raw: { width, height, channels: 3 as const } };
  return {
    wood: await sharp(pixels, raw).png().toBuffer(),
    normal: await sharp({ create: { width: 64, height: 64, channels: 3, background: '#8080ff' } })
      .png()
      .toBuffer(),
  };
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
    const upload = (name: string, type: string, bytes: Buffer) =>
      uploadAsset(server, user.accessToken, projectId, { name, type, bytes });
    const model = await upload('suzanne.glb', 'model/gltf-binary', suzanneGlb());
    const pictures = await textures();
    const wood = await upload('oak.png', 'image/png', pictures.wood);
    const normal = await upload('oak_normal.png', 'image/png', pictures.normal);
    await editProjectDoc(server, projectId, (doc) => {
      const material = (name: string, data: Record<string, unknown>) => addMaterialAsset(doc, { name, data });
      const red = material('Red lacquer', { color: '#dc2626', roughness: 0.4 });
      const blue = material('Blue lacquer', { color: '#2563eb', roughness: 0.4 });
      const oak = material('Oak', {
        roughness: 0.8,
        map: 'oak-map',
        normalMap: 'oak-normal',
        textures: [
          { uuid: 'oak-map', image: 'oak-image', colorSpace: 'srgb' },
          { uuid: 'oak-normal', image: 'oak-normal-image' },
        ],
        images: [
          { uuid: 'oak-image', url: wood.url },
          { uuid: 'oak-normal-image', url: normal.url },
        ],
      });
      const black = material('Black steel', { color: '#111827', metalness: 0.8, roughness: 0.5 });
      const chrome = material('Chrome', { color: '#e5e7eb', metalness: 1, roughness: 0.1 });
      const frame = addAttribute(doc, { label: 'Frame' });
      addAttributeOption(doc, { attributeId: frame, label: 'Black' });
      addAttributeOption(doc, { attributeId: frame, label: 'Chrome' });

      scenePageId = addPage(doc, { label: 'Configurator' });
      const canvas = insertElement(doc, {
        pageId: scenePageId,
        parentId: null,
        elementType: 'Canvas',
        props: { shadowQuality: value('off'), cameraPosition: value([0, 0.6, 5]) },
      });
      const add = (elementType: string, props: Record<string, PropValue>, parentId = canvas, name?: string) =>
        insertElement(doc, { pageId: scenePageId, parentId, elementType, props, ...(name ? { name } : {}) });
      add('ambientLight', { intensity: value(0.7) });
      add('directionalLight', { position: value([3, 4, 5]), intensity: value(2) });
      add('Environment', { preset: value('sunset'), background: value(true) });
      add('ContactShadows', { position: value([0, -1.2, 0]) });
      add('PointOfInterest', { position: value([0, 1, 4]) });
      const stage = add('Stage', { environment: value('none'), shadows: value(true) });
      const seat = add(
        'mesh',
        { position: value([-1.4, 0, 0]), rotation: value([0.4, 0.6, 0]) },
        stage,
        'Seat',
      );
      add('boxGeometry', {}, seat);
      add(
        'MaterialVariant',
        {
          variants: value([
            { label: 'Red', asset: { id: red } },
            { label: 'Blue', asset: { id: blue } },
            { label: 'Oak', asset: { id: oak } },
          ]),
          value: value('Red'),
        },
        seat,
      );
      const back = add('mesh', { position: value([0, 1.2, 0]) }, stage, 'Back');
      add('sphereGeometry', { radius: value(0.5) }, back);
      add(
        'ProjectMaterial',
        {
          materialId: {
            type: 'binding',
            content: `{ black: '${black}', chrome: '${chrome}' }[attributes.frame.selected]`,
            fallback: black,
          },
        },
        back,
        'Frame finish',
      );
      add(
        'GltfModel',
        {
          src: { type: 'reference', referenceType: 'asset', content: model.id, url: model.url },
          position: value([1.4, 0, 0]),
        },
        stage,
      );
      const hotspot = add('Hotspot', { position: value([0, 1.9, 0]) });
      add('Text', { text: value('Steel or chrome frame') }, hotspot);
    });
  });

  afterAll(async () => {
    await Promise.all([author?.close(), visitor?.close()]);
    await server?.close();
  });

  it('exports the staged product from the builder as valid GLB (with every variant) and USDZ', async () => {
    const { page } = author;
    await openBuilder(page, server, projectId, `?pageId=${scenePageId}`);
    // The seat, the back, Suzanne (drawn once her file is loaded and decoded) and the marker.
    await waitForSceneMeshes(page, 4);

    const current = await exportFrom(page, EXPORT_ITEMS.current);
    await expectValidGlb(current, 'this configuration');
    const shown = glbJson(current);
    expect(shown.extensionsUsed ?? []).not.toContain('KHR_materials_variants');
    expect(shown.extensionsUsed ?? []).not.toContain('KHR_lights_punctual');
    // Only the product: no shadow plane, point-of-interest marker, hotspot anchor or background.
    const meshNodes = shown.nodes!.filter((node) => node.mesh !== undefined);
    expect(meshNodes).toHaveLength(3);
    expect(meshNodes.map((node) => node.name)).toEqual(expect.arrayContaining(['Seat', 'Back']));
    expect(shown.materials!.map((material) => material.name)).toEqual(
      expect.arrayContaining(['Red lacquer', 'Black steel']),
    );

    const all = glbJson(
      await exportFrom(page, EXPORT_ITEMS.all).then(async (bytes) => {
        await expectValidGlb(bytes, 'all material variants');
        return bytes;
      }),
    );
    expect(all.extensionsUsed).toContain('KHR_materials_variants');
    expect(all.extensions!.KHR_materials_variants!.variants).toEqual(VARIANTS.map((name) => ({ name })));
    const mappingsOf = (name: string) => {
      const node = all.nodes!.find((candidate) => candidate.name === name)!;
      const primitive = all.meshes![node.mesh!]!.primitives[0]!;
      return Object.fromEntries(
        primitive.extensions!.KHR_materials_variants!.mappings.flatMap((mapping) =>
          mapping.variants.map((variant) => [VARIANTS[variant]!, all.materials![mapping.material]!]),
        ),
      );
    };
    const seat = mappingsOf('Seat');
    expect([seat.Red!.name, seat.Blue!.name, seat.Oak!.name]).toEqual(['Red lacquer', 'Blue lacquer', 'Oak']);
    expect(seat.Oak!.pbrMetallicRoughness!.baseColorTexture).toBeDefined();
    expect(seat.Blue!.pbrMetallicRoughness!.baseColorFactor![2]).toBeGreaterThan(0.5);
    const back = mappingsOf('Back');
    expect([back.Black!.name, back.Chrome!.name]).toEqual(['Black steel', 'Chrome']);
    expect(all.images!.every((image) => image.mimeType === 'image/png')).toBe(true);
    await screenshot(page, 'export-3d-builder');

    const usdz = await loadUsdz(page, await exportFrom(page, EXPORT_ITEMS.usdz));
    expect(usdz).toHaveLength(3);
    expect(usdz.every((mesh) => mesh.vertices > 0 && mesh.material)).toBe(true);
    expect(usdz.map((mesh) => mesh.color)).toContain('dc2626');
  }, 240_000);

  it('shows "View in AR" on the published 3D page with a GLB and a USDZ of the same scene', async () => {
    await api(server, user.accessToken, 'POST', `/v2/projects/${projectId}/releases`, {
      description: 'Chair',
    });
    const { page } = visitor;
    const errors = watchConsole(page);
    await page.goto(`${server.url}/p/${projectId}/#page=${scenePageId}`);
    const glb = await openArView(page);
    await expectValidGlb(glb, 'View in AR');
    expect(glbJson(glb).extensions!.KHR_materials_variants!.variants).toHaveLength(VARIANTS.length);
    expect(await page.getByTestId('download-usdz').getAttribute('href')).toMatch(/^blob:/);
    await screenshot(page, 'view-in-ar');
    expect(errors()).toEqual([]);
  }, 240_000);
});
