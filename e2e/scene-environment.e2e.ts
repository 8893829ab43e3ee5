// 3D scenes lit by real HDR images that Vitrine serves itself: an Environment preset as the
// background (with a hotspot hidden behind a box and one beside it), a Stage with its own preset and
// contact shadows around a GLB model, and an HDR file uploaded to the library. Nothing is fetched
// from another origin.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../apps/server/test/harness.ts';
import { createProject, signIn, type SignedIn } from './builder-helpers.ts';
import { openBrowser, screenshot, startStudio, type Browser } from './harness.ts';
import { editProjectDoc, suzanneGlb, uploadAsset } from './preview-fixtures.ts';
import {
  buildPresetPage,
  buildStagePage,
  buildUploadedEnvironmentPage,
  flatHdr,
  HOTSPOT_CAPTIONS,
} from './scene-environment-fixtures.ts';

interface Pixels {
  width: number;
  /** Distinct colours, quantised to 4 bits per channel. */
  colours: number;
  /** Pixels clearly green (the uploaded HDR's colour after tone mapping). */
  green: number;
  /** Pixels neither near-black nor near-white: something lit is drawn. */
  lit: number;
  /** The colour of the centre pixel, for failure messages. */
  centre: number[];
}

async function canvasPixels(page: Page): Promise<Pixels> {
  return page.evaluate(() => {
    const canvas = document.querySelector('canvas');
    if (!canvas || canvas.width === 0) return { width: 0, colours: 0, green: 0, lit: 0, centre: [] };
    const copy = document.createElement('canvas');
    copy.width = canvas.width;
    copy.height = canvas.height;
    const context = copy.getContext('2d')!;
    context.drawImage(canvas, 0, 0);
    const { data } = context.getImageData(0, 0, copy.width, copy.height);
    const colours = new Set<number>();
    let green = 0;
    let lit = 0;
    for (let index = 0; index < data.length; index += 4) {
      const [r, g, b] = [data[index]!, data[index + 1]!, data[index + 2]!];
      colours.add(((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4));
      if (g > 150 && g - Math.max(r, b) > 60) green += 1;
      const brightness = (r + g + b) / 3;
      if (brightness > 20 && brightness < 235) lit += 1;
    }
    const middle = (Math.floor(copy.height / 2) * copy.width + Math.floor(copy.width / 2)) * 4;
    const centre = [...data.subarray(middle, middle + 4)];
    return { width: copy.width, colours: colours.size, green, lit, centre };
  });
}

async function waitForPixels(page: Page, enough: (pixels: Pixels) => boolean): Promise<Pixels> {
  let last: Pixels = { width: 0, colours: 0, green: 0, lit: 0, centre: [] };
  for (let attempt = 0; attempt < 120; attempt += 1) {
    last = await canvasPixels(page);
    if (last.width > 0 && enough(last)) return last;
    await page.waitForTimeout(500);
  }
  throw new Error(`The scene never showed what was expected: ${JSON.stringify(last)}`);
}

describe('3D environments', () => {
  let server: TestServer;
  let browser: Browser;
  let user: SignedIn;
  const pageErrors: string[] = [];
  const requests: string[] = [];

  beforeAll(async () => {
    server = await startStudio();
    browser = await openBrowser({ viewport: { width: 1000, height: 700 } });
    browser.page.on('pageerror', (error) => pageErrors.push(error.message));
    browser.page.on('request', (request) => requests.push(request.url()));
    user = await signIn(browser.page, server, 'environments@example.com');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const fromElsewhere = () =>
    requests.filter((url) => !url.startsWith(server.url) && !/^(data|blob):/.test(url));

  it('lights a scene with a preset HDR served by Vitrine and hides the hotspot behind the box', async () => {
    const { page } = browser;
    const { projectId } = await createProject(server, user, 'Preset scene');
    let ids = { pageId: '', hiddenText: '', shownText: '' };
    await editProjectDoc(server, projectId, (doc) => {
      ids = buildPresetPage(doc);
    });

    const environment = page.waitForResponse((response) =>
      response.url().endsWith('/environments/sunset.exr'),
    );
    await page.goto(`${server.url}/preview/?projectId=${projectId}&pageId=${ids.pageId}`);
    const map = await environment;
    expect(map.status()).toBe(200);
    expect((await map.body()).subarray(0, 4)).toEqual(Buffer.from([0x76, 0x2f, 0x31, 0x01]));

    // A photographed sky behind a mirror-like box has many colours; a flat colour has a handful.
    const pixels = await waitForPixels(page, (seen) => seen.colours > 200);
    expect(pixels.lit).toBeGreaterThan(pixels.width * 100);

    const shown = page.getByText(HOTSPOT_CAPTIONS.shown, { exact: true });
    await shown.waitFor({ state: 'visible' });
    const hidden = page.getByText(HOTSPOT_CAPTIONS.hidden, { exact: true });
    await hidden.waitFor({ state: 'hidden' });
    expect(await page.locator('[data-occluded="true"]').count()).toBe(1);
    await screenshot(page, 'scene-environment-preset');
    expect(fromElsewhere()).toEqual([]);
  });

  it('lights a GLB on a Stage with its preset and contact shadows', async () => {
    const { page } = browser;
    const { projectId } = await createProject(server, user, 'Stage scene');
    const model = await uploadAsset(server, user.accessToken, projectId, {
      name: 'suzanne.glb',
      type: 'model/gltf-binary',
      bytes: suzanneGlb(),
    });
    let pageId = '';
    await editProjectDoc(server, projectId, (doc) => {
      pageId = buildStagePage(doc, model).pageId;
    });

    const environment = page.waitForResponse((response) => response.url().endsWith('/environments/city.exr'));
    await page.goto(`${server.url}/preview/?projectId=${projectId}&pageId=${pageId}`);
    expect((await environment).status()).toBe(200);
    await waitForPixels(page, (seen) => seen.lit > seen.width * 20);
    await screenshot(page, 'scene-environment-stage');
    expect(fromElsewhere()).toEqual([]);
  });

  it('uses an HDR file uploaded to the library as the environment', async () => {
    const { page } = browser;
    const { projectId } = await createProject(server, user, 'Uploaded environment');
    // Pure green at full intensity: RGBE (0, 128, 0) with exponent 129 is (0, 1, 0).
    const hdr = await uploadAsset(server, user.accessToken, projectId, {
      name: 'green.hdr',
      type: 'image/vnd.radiance',
      bytes: flatHdr([0, 128, 0, 129]),
    });
    let pageId = '';
    await editProjectDoc(server, projectId, (doc) => {
      pageId = buildUploadedEnvironmentPage(doc, hdr).pageId;
    });

    const loaded = page.waitForResponse((response) => response.url().endsWith(hdr.url));
    await page.goto(`${server.url}/preview/?projectId=${projectId}&pageId=${pageId}`);
    expect((await loaded).status()).toBe(200);
    const pixels = await waitForPixels(page, (seen) => seen.green > seen.width * 100);
    expect(pixels.green).toBeGreaterThan(0);
    await screenshot(page, 'scene-environment-uploaded');
    expect(fromElsewhere()).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
