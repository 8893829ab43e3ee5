// The performance budget in the builder: on the 3D template its triangles and draw calls match what
// three.js counts itself when it draws the scene (renderer.info of one main pass in the preview);
// a 4096² texture is listed over budget on its material with "resize to 2048²", and Compress
// replaces it with a 2048² WebP so the item goes away.
import {
  addFileAsset,
  addMaterialAsset,
  insertElement,
  setMaterialTexture,
  type PropValue,
} from '@vitrine/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../apps/server/test/harness.ts';
import { forkTemplate, openBuilder, signIn, type SignedIn } from './builder-helpers.ts';
import { openBrowser, screenshot, startStudio, type Browser } from './harness.ts';
import { editProjectDoc, uploadAsset } from './preview-fixtures.ts';

const CONFIGURATOR_TEMPLATE = '6f1c2a3e-5b1d-4c1e-9a55-0b7e2a1f0003';
const value = (content: unknown): PropValue => ({ type: 'static', content });

/** A 4096² texture with detail, as a large PNG. */
async function largeTexture(): Promise<Buffer> {
  const size = 4096;
  const pixels = Buffer.alloc(size * size * 3);
  for (let index = 0; index < size * size; index += 1) {
    const x = index % size;
    const y = Math.floor(index / size);
    pixels[index * 3] = (x * 3) & 255;
    pixels[index * 3 + 1] = (y * 5) & 255;
    pixels[index * 3 + 2] = ((x ^ y) * 7) & 255;
  }
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    .png()
    .toBuffer();
}

describe('performance budget', () => {
  let server: TestServer;
  let browser: Browser;
  let user: SignedIn;
  let projectId: string;

  beforeAll(async () => {
    server = await startStudio();
    browser = await openBrowser();
    user = await signIn(browser.page, server, 'budget@example.com');
    projectId = await forkTemplate(server, user, CONFIGURATOR_TEMPLATE);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const metric = async (id: string) =>
    Number(await browser.page.getByTestId(`budget-metric-${id}`).getAttribute('data-value'));

  it('counts the 3D template like three.js does', async () => {
    const { page } = browser;
    await openBuilder(page, server, projectId);
    const frame = page.frameLocator('[data-testid="preview-frame"]');
    await frame.locator('canvas').waitFor();
    await page.getByTestId('budget-button').click();
    await page.getByTestId('budget-metric-triangles').waitFor({ timeout: 30_000 });

    // three.js's own count: one main pass of the same scene, shadow maps left as they are. The
    // panel measures every 2 s and the template's model loads on its own time, so both counts are
    // read again until they agree on a scene with triangles in it.
    const count = () =>
      page
        .frameLocator('[data-testid="preview-frame"]')
        .locator('body')
        .evaluate(() => {
          type Live = {
            scene: unknown;
            camera: unknown;
            gl: {
              info: { autoReset: boolean; reset(): void; render: { calls: number; triangles: number } };
              shadowMap: { autoUpdate: boolean; needsUpdate: boolean };
              render(scene: unknown, camera: unknown): void;
            };
          };
          const [live] = (window as unknown as { vitrineScenes: () => Live[] }).vitrineScenes();
          const { gl } = live!;
          const autoUpdate = gl.shadowMap.autoUpdate;
          gl.shadowMap.autoUpdate = false;
          gl.shadowMap.needsUpdate = false;
          gl.info.autoReset = false;
          gl.info.reset();
          gl.render(live!.scene, live!.camera);
          const result = { calls: gl.info.render.calls, triangles: gl.info.render.triangles };
          gl.info.autoReset = true;
          gl.shadowMap.autoUpdate = autoUpdate;
          return result;
        });
    const compared = async () => {
      const counted = await count();
      return {
        counted,
        shown: { calls: await metric('drawCalls'), triangles: await metric('triangles') },
      };
    };
    await expect
      .poll(compared, { timeout: 30_000, interval: 500 })
      .toSatisfy(
        ({ counted, shown }) =>
          counted.triangles > 0 && counted.triangles === shown.triangles && counted.calls === shown.calls,
      );
    expect(await page.getByTestId('budget-metric-download').getAttribute('data-status')).toBe('ok');
    await screenshot(page, 'performance-budget');
  });

  it('lists a 4096² texture with its fix and compresses it to 2048²', async () => {
    const { page } = browser;
    const texture = await uploadAsset(server, user.accessToken, projectId, {
      name: 'fabric.png',
      type: 'image/png',
      bytes: await largeTexture(),
    });
    await editProjectDoc(server, projectId, (doc) => {
      // The library entry of the uploaded file, as the upload in the library makes it.
      addFileAsset(doc, {
        id: texture.id,
        name: 'fabric.png',
        url: texture.url,
        mime_type: 'image/png',
        ext: 'png',
      });
      const material = addMaterialAsset(doc, { name: 'Fabric', data: { color: '#ffffff' } });
      setMaterialTexture(doc, { id: material, slot: 'map', url: texture.url });
      const [pageId] = Object.keys((doc.getMap('project').get('pages') as { toJSON(): object }).toJSON());
      const pages = doc.getMap('project').get('pages') as {
        get(id: string): {
          get(key: string): { toJSON(): Record<string, { elementType: string; name: string }> };
        };
      };
      const elements = pages.get(pageId!).get('elements').toJSON();
      const canvas = Object.entries(elements).find(([, element]) => element.elementType === 'Canvas')![0];
      const mesh = insertElement(doc, {
        pageId: pageId!,
        parentId: canvas,
        elementType: 'mesh',
        name: 'Cushion',
        props: { position: value([1.5, 0, 0]) },
      });
      insertElement(doc, { pageId: pageId!, parentId: mesh, elementType: 'boxGeometry', props: {} });
      insertElement(doc, {
        pageId: pageId!,
        parentId: mesh,
        elementType: 'MaterialVariant',
        props: { variants: value([{ label: 'Fabric', asset: { id: material } }]) },
      });
    });
    const issue = page.getByTestId('budget-issue').filter({ hasText: 'Texture 4096×4096 on' });
    await issue.waitFor({ timeout: 60_000 });
    expect(await issue.textContent()).toContain('Resize to 2048²');
    await screenshot(page, 'performance-budget-over');
    await issue.getByRole('button', { name: /^Compress fabric\.png$/ }).click();
    // The notice of the compression (the panel may already list the new file by the same name).
    await page
      .getByText(/^fabric\.png replaced by its compressed copy fabric\.webp: .* → /)
      .waitFor({ timeout: 60_000 });
    await issue.waitFor({ state: 'detached', timeout: 60_000 });
    const sizes = await page
      .frameLocator('[data-testid="preview-frame"]')
      .locator('body')
      .evaluate(() => {
        const found: number[] = [];
        type Node = {
          material?: { map?: { image?: { width: number } } };
          traverse(fn: (node: Node) => void): void;
        };
        for (const live of (
          window as unknown as { vitrineScenes: () => Array<{ scene: Node }> }
        ).vitrineScenes())
          live.scene.traverse((node) => {
            const width = node.material?.map?.image?.width;
            if (width) found.push(width);
          });
        return found;
      });
    expect(sizes).toContain(2048);
    expect(sizes).not.toContain(4096);
  });
});
