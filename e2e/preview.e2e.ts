// The /preview/ page renders a project's pages: a DOM product page opened standalone (prices in INR
// with lakh grouping, an attribute choice and a click action change what it shows) and a 3D page
// inside a same-origin preview frame driven over the bridge (a box, lights and a Draco-compressed
// GLB drawn on the WebGL canvas, with no diagnostics reported).
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../apps/server/test/harness.ts';
import { api, createProject, signIn, type SignedIn } from './builder-helpers.ts';
import { openBrowser, screenshot, startStudio, type Browser } from './harness.ts';
import {
  buildScenePage,
  buildShopPage,
  editProjectDoc,
  firstPageId,
  SHOP,
  suzanneGlb,
  uploadAsset,
} from './preview-fixtures.ts';

/** A same-origin page that frames /preview/ and answers it the way the builder does. */
const HOST_PATH = '/preview-host-for-tests';
const HOST_HTML = '<!doctype html><html><body style="margin:0"></body></html>';

interface HostState {
  diagnostics: Record<string, { message: string }[]>[];
}

/** Colours counted on the scene canvas: red box pixels (left half), lit model pixels (right half). */
async function scenePixels(frame: Frame): Promise<{ width: number; red: number; lit: number }> {
  return frame.evaluate(() => {
    const canvas = document.querySelector('canvas');
    if (!canvas || canvas.width === 0) return { width: 0, red: 0, lit: 0 };
    const copy = document.createElement('canvas');
    copy.width = canvas.width;
    copy.height = canvas.height;
    const context = copy.getContext('2d')!;
    // The scene canvas keeps its drawing buffer, so it can be copied after a frame was presented.
    context.drawImage(canvas, 0, 0);
    const { data } = context.getImageData(0, 0, copy.width, copy.height);
    let red = 0;
    let lit = 0;
    for (let index = 0; index < data.length; index += 4) {
      const [r, g, b] = [data[index]!, data[index + 1]!, data[index + 2]!];
      const x = (index / 4) % copy.width;
      if (x < copy.width / 2 && r > 120 && g < 90 && b < 90) red += 1;
      // The background is #0f172a; the untextured model is lit grey.
      if (x >= copy.width / 2 && Math.abs(r - g) < 30 && Math.abs(g - b) < 30 && r > 70) lit += 1;
    }
    return { width: copy.width, red, lit };
  });
}

async function waitForScene(frame: Frame, page: Page) {
  let last = { width: 0, red: 0, lit: 0 };
  for (let attempt = 0; attempt < 120; attempt += 1) {
    last = await scenePixels(frame);
    if (last.red > 500 && last.lit > 500) return last;
    await page.waitForTimeout(500);
  }
  throw new Error(`The scene shows no box and model: ${JSON.stringify(last)}`);
}

describe('preview frame', () => {
  let server: TestServer;
  let browser: Browser;
  let user: SignedIn;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    server = await startStudio();
    browser = await openBrowser();
    browser.page.on('pageerror', (error) => pageErrors.push(error.message));
    user = await signIn(browser.page, server, 'preview@example.com');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('renders a DOM page standalone: texts, an INR total with lakh grouping and live interactions', async () => {
    const { page } = browser;
    const { projectId } = await createProject(server, user, 'Ring shop');
    let pageId = '';
    await editProjectDoc(server, projectId, (doc) => {
      pageId = firstPageId(doc);
      buildShopPage(doc, pageId);
    });

    await page.goto(`${server.url}/preview/?projectId=${projectId}&pageId=${pageId}`);
    const root = page.getByTestId('preview-root');
    await root.getByRole('heading', { name: SHOP.title }).waitFor();
    await expect(root.getByRole('button', { name: SHOP.button }).isVisible()).resolves.toBe(true);
    await expect(root.getByText(SHOP.statusBefore, { exact: true }).isVisible()).resolves.toBe(true);

    // The first option is the attribute's default: ₹1,00,000 + ₹25,000.
    const total = root.getByText(/^₹/);
    await total.waitFor();
    expect(await total.textContent()).toBe('₹1,25,000.00');
    const select = root.getByRole('combobox');
    expect(await select.textContent()).toContain('Silver');

    await select.click();
    await page.getByRole('option', { name: 'Gold' }).click();
    await root.getByText('₹2,50,000.00', { exact: true }).waitFor();
    expect(await select.textContent()).toContain('Gold');

    await root.getByRole('button', { name: SHOP.button }).click();
    await root.getByText(SHOP.statusAfter, { exact: true }).waitFor();
    expect(await root.getByText(SHOP.statusBefore, { exact: true }).count()).toBe(0);

    await screenshot(page, 'preview-dom');
    expect(pageErrors).toEqual([]);
  });

  it('renders a 3D page in the preview frame: a box, lights and a Draco GLB, without diagnostics', async () => {
    const { page } = browser;
    const { projectId } = await createProject(server, user, 'Ring scene');
    const model = await uploadAsset(server, user.accessToken, projectId, {
      name: 'suzanne.glb',
      type: 'model/gltf-binary',
      bytes: suzanneGlb(),
    });
    let pageId = '';
    await editProjectDoc(server, projectId, (doc) => {
      pageId = buildScenePage(doc, model);
    });
    const project = await api<Record<string, unknown>>(
      server,
      user.accessToken,
      'GET',
      `/v2/projects/${projectId}`,
    );

    await page.route(`${server.url}${HOST_PATH}`, (route) =>
      route.fulfill({ contentType: 'text/html', body: HOST_HTML }),
    );
    const modelLoaded = page.waitForResponse((response) => response.url().endsWith(model.url));
    const decoderLoaded = page.waitForResponse((response) => response.url().includes('/decoders/draco/'));
    await page.goto(`${server.url}${HOST_PATH}`);
    // The host side of the bridge, listening before the frame loads: answer syncState with the
    // project JSON in live mode and keep every diagnostics report.
    await page.evaluate(
      ({ project, pageId }) => {
        const frame = document.createElement('iframe');
        frame.dataset.testid = 'preview-frame';
        frame.style.cssText = 'border:0;width:100vw;height:100vh;display:block';
        const state: HostState = { diagnostics: [] };
        (window as unknown as { previewHost: HostState }).previewHost = state;
        window.addEventListener('message', (event: MessageEvent) => {
          const data = event.data as {
            channel?: string;
            type?: string;
            requestId?: string;
            diagnostics?: Record<string, { message: string }[]>;
          };
          if (event.source !== frame.contentWindow || data?.channel !== 'vitrine-preview') return;
          if (data.type === 'diagnostics') state.diagnostics.push(data.diagnostics ?? {});
          if (data.type === 'syncState')
            frame.contentWindow!.postMessage(
              {
                channel: 'vitrine-preview',
                type: 'syncState:result',
                requestId: data.requestId,
                project,
                appState: { pageId, selectedElementIds: [], hoveredElementId: null, mode: 'live' },
              },
              window.location.origin,
            );
        });
        frame.src = '/preview/';
        document.body.append(frame);
      },
      { project, pageId },
    );

    const frameElement = await page.getByTestId('preview-frame').elementHandle();
    const frame = (await frameElement!.contentFrame())!;
    await frame.locator('canvas').waitFor();
    expect(await frame.locator('canvas').count()).toBe(1);
    expect((await modelLoaded).status()).toBe(200);
    expect((await decoderLoaded).status()).toBe(200);

    const pixels = await waitForScene(frame, page);
    expect(pixels.width).toBeGreaterThan(0);
    await screenshot(page, 'preview-3d');

    const reports = await page.evaluate(
      () => (window as unknown as { previewHost: HostState }).previewHost.diagnostics,
    );
    // The preview reports diagnostics when they change; none reported means none at all.
    const latest = reports.at(-1) ?? {};
    expect(Object.values(latest).flat()).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
