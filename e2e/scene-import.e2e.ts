// The scene-zip import story: a zip built here from a @pmndrs/assets model and a texture image is
// imported through the outliner's 'Import scene zip file' on a Canvas. The library gains a folder
// named after the zip, the outliner the '[Group]_Product' group with the model under the Canvas, and
// the preview's WebGL canvas draws the model with no diagnostics. A zip with an entry that climbs out
// of its folder is refused with a toast and adds nothing.
import { zipSync } from 'fflate';
import type { Frame, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertElement, IMPORT_TEXTS, type PropValue } from '@vitrine/core';
import type { TestServer } from '../apps/server/test/harness.ts';
import { createProject, openBuilder, outline, row, signIn, waitForOutline } from './builder-helpers.ts';
import { openBrowser, screenshot, startStudio, type Browser } from './harness.ts';
import { editProjectDoc, firstPageId, suzanneGlb } from './preview-fixtures.ts';

/** The scene background (#0f172a), for telling the model's pixels from it. */
const BACKGROUND = [15, 23, 42] as const;
const ZIP_NAME = 'product-scene.zip';
const HOSTILE_NAME = 'evil-scene.zip';
const IMPORT_MENU_LABEL = 'Import scene zip file';

const staticValue = (content: unknown): PropValue => ({ type: 'static', content });

/**
 * Pixels of the preview's WebGL canvas that differ clearly from the background: all of them, and
 * those in the middle fifth (across) where the model, placed at the origin, is drawn.
 */
async function modelPixels(frame: Frame): Promise<{ width: number; drawn: number; centre: number }> {
  return frame.evaluate((background) => {
    const canvas = document.querySelector('canvas');
    if (!canvas || canvas.width === 0) return { width: 0, drawn: 0, centre: 0 };
    const copy = document.createElement('canvas');
    copy.width = canvas.width;
    copy.height = canvas.height;
    const context = copy.getContext('2d')!;
    // The scene canvas keeps its drawing buffer, so it can be copied after a frame was presented.
    context.drawImage(canvas, 0, 0);
    const { data } = context.getImageData(0, 0, copy.width, copy.height);
    let drawn = 0;
    let centre = 0;
    for (let index = 0; index < data.length; index += 4) {
      const distance =
        Math.abs(data[index]! - background[0]) +
        Math.abs(data[index + 1]! - background[1]) +
        Math.abs(data[index + 2]! - background[2]);
      if (distance <= 60) continue;
      drawn += 1;
      const x = (index / 4) % copy.width;
      if (x >= copy.width * 0.4 && x < copy.width * 0.6) centre += 1;
    }
    return { width: copy.width, drawn, centre };
  }, BACKGROUND);
}

type Pixels = Awaited<ReturnType<typeof modelPixels>>;

/** Polls the canvas until `done` holds (a software renderer takes seconds per scene change). */
async function waitForPixels(frame: Frame, page: Page, done: (pixels: Pixels) => boolean, what: string) {
  let last: Pixels = { width: 0, drawn: 0, centre: 0 };
  for (let attempt = 0; attempt < 120; attempt += 1) {
    last = await modelPixels(frame);
    if (done(last)) return last;
    await page.waitForTimeout(500);
  }
  throw new Error(`The preview never showed ${what}: ${JSON.stringify(last)}`);
}

/** Expands an outliner row that is collapsed. */
async function expand(page: Page, label: string): Promise<void> {
  const target = row(page, label);
  if ((await target.getAttribute('aria-expanded')) === 'false')
    await target.getByRole('button', { name: 'Expand' }).click();
}

/** Right-clicks the Canvas row, picks 'Import scene zip file' and hands the zip to the file chooser. */
async function importZip(page: Page, name: string, bytes: Uint8Array): Promise<void> {
  await row(page, 'Canvas').click({ button: 'right' });
  const menu = page.getByTestId('outliner-context-menu');
  await menu.waitFor();
  const chooser = page.waitForEvent('filechooser');
  await menu.getByRole('menuitem', { name: IMPORT_MENU_LABEL }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/zip', buffer: Buffer.from(bytes) });
}

describe('scene zip import', () => {
  let server: TestServer;
  let browser: Browser;
  let projectId: string;
  let sceneZip: Uint8Array;
  let hostileZip: Uint8Array;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    const glb = new Uint8Array(suzanneGlb());
    const png = new Uint8Array(
      await sharp({ create: { width: 64, height: 64, channels: 3, background: '#a16207' } })
        .png()
        .toBuffer(),
    );
    sceneZip = zipSync({ '[Group]_Product/model.glb': glb, '[Group]_Product/wood_map.png': png });
    hostileZip = zipSync({ '../evil.glb': glb });

    server = await startStudio();
    browser = await openBrowser();
    browser.page.on('pageerror', (error) => pageErrors.push(error.message));
    const user = await signIn(browser.page, server, 'scene.import@example.com');
    ({ projectId } = await createProject(server, user, 'Scene import story'));
    // The first page holds a Canvas with lights and a camera looking at the origin, where the
    // imported model lands.
    await editProjectDoc(server, projectId, (doc) => {
      const pageId = firstPageId(doc);
      const canvas = insertElement(doc, {
        pageId,
        parentId: null,
        elementType: 'Canvas',
        props: {
          // Shadows cost seconds per frame on a software renderer and prove nothing here.
          shadowQuality: staticValue('off'),
          background: staticValue('#0f172a'),
          cameraPosition: staticValue([0, 0, 5]),
        },
      });
      insertElement(doc, {
        pageId,
        parentId: canvas,
        elementType: 'ambientLight',
        props: { intensity: staticValue(0.6) },
      });
      insertElement(doc, {
        pageId,
        parentId: canvas,
        elementType: 'directionalLight',
        props: { position: staticValue([3, 4, 5]), intensity: staticValue(2) },
      });
    });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const previewFrame = async (page: Page): Promise<Frame> => {
    const handle = await page.getByTestId('preview-frame').elementHandle();
    const frame = await handle!.contentFrame();
    await frame!.locator('canvas').waitFor();
    return frame!;
  };

  it('imports a zip under a Canvas: library folder, outliner elements and the model in the preview', async () => {
    const { page } = browser;
    await openBuilder(page, server, projectId);
    await row(page, 'Canvas').waitFor();
    const frame = await previewFrame(page);
    // Lights alone draw nothing but the background.
    await waitForPixels(
      frame,
      page,
      (pixels) => pixels.width > 0 && pixels.drawn < 500,
      'the bare background',
    );

    await importZip(page, ZIP_NAME, sceneZip);
    await page.getByText('upload complete').waitFor();

    // The Canvas now holds the 'Product' group with the model in it.
    await expand(page, 'Canvas');
    await row(page, 'Product').waitFor();
    const rows = await outline(page);
    const canvas = rows.find((entry) => entry.label === 'Canvas')!;
    expect(rows.find((entry) => entry.label === 'Product')?.level).toBe(canvas.level + 1);
    await expand(page, 'Product');
    await row(page, 'model').waitFor();
    expect((await outline(page)).find((entry) => entry.label === 'model')?.level).toBe(canvas.level + 2);

    const pixels = await waitForPixels(frame, page, (pixels) => pixels.centre > 500, 'the model');
    // Only the model differs from the background: nothing is drawn outside the middle.
    expect(pixels.drawn).toBe(pixels.centre);
    expect(await page.getByTestId('diagnostics').count()).toBe(0);
    await screenshot(page, 'scene-import');

    // The library holds one folder named after the zip, with the model, the image and a material.
    await page.getByTestId('sidebar-tab-PROJECT_ASSETS').click();
    await page.getByTestId('project-library').waitFor();
    const card = (name: string) => page.locator(`[data-testid="asset-card"][data-asset-name="${name}"]`);
    await card('product-scene').waitFor();
    expect(await page.getByTestId('asset-card').count()).toBe(1);
    await card('product-scene').dblclick();
    await card('[Group]_Product').dblclick();
    await card('model.glb').waitFor();
    await card('wood_map.png').waitFor();
    await card('wood').waitFor();
    await screenshot(page, 'scene-import-library');
    expect(pageErrors).toEqual([]);
  });

  it('refuses a zip whose entry climbs out of its folder and adds nothing', async () => {
    const { page } = browser;
    await page.getByRole('button', { name: 'Up one level' }).click();
    await page.getByRole('button', { name: 'Up one level' }).click();
    await page.locator('[data-testid="asset-card"][data-asset-name="product-scene"]').waitFor();
    await page.getByTestId('sidebar-tab-ELEMENTS').click();
    await row(page, 'Canvas').waitFor();
    const before = await outline(page);

    await importZip(page, HOSTILE_NAME, hostileZip);
    await page.getByText(IMPORT_TEXTS.unsafePath('../evil.glb')).waitFor();
    await waitForOutline(page, before);

    await page.getByTestId('sidebar-tab-PROJECT_ASSETS').click();
    await page.getByTestId('project-library').waitFor();
    const names = await page
      .getByTestId('asset-card')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-asset-name')));
    expect(names).toEqual(['product-scene']);
    expect(pageErrors).toEqual([]);
  });
});
