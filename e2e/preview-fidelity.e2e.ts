// What authors see is what visitors get: every quickstart template, forked as the dashboard forks it,
// and a page holding every web component as the insert dialog makes it, are published, then shown in
// the builder's preview frame (at 100 % zoom, one screen pixel per device pixel) and on the published
// page — the client runtime, and for a page that qualifies the server-rendered static page too — at
// each device size. Every element's computed style must be equal, and the screenshots may differ in
// at most 0.1 % of their pixels. Only what is not the author's page is left out of the pixels: the 3D
// scenes (their frames are drawn by WebGL as time passes, the template's lamp turns by itself) and
// the published page's own badge and AR button.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEVICE_SIZES, DEVICE_TYPES, type DeviceType } from '@vitrine/core';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import * as Y from 'yjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectUpdates } from '../apps/server/src/db/schema.ts';
import { readDocument } from '../apps/server/src/documents/store.ts';
import { loadRuntimeTemplate, renderReleasePage } from '../apps/server/src/runtime/page.ts';
import { UNLIMITED_PLAN, subscribe } from '../apps/server/test/billing-fixtures.ts';
import type { TestServer } from '../apps/server/test/harness.ts';
import { api, createProject, forkTemplate, openBuilder, signIn, type SignedIn } from './builder-helpers.ts';
import {
  buildComponentsPage,
  pixelDifference,
  sceneBoxes,
  styleDifferences,
  styleSnapshot,
  type Box,
} from './fidelity-fixtures.ts';
import { openBrowser, screenshotDir, startStudio, webDist, type Browser } from './harness.ts';

const TEMPLATES = [
  { name: 'blank-page', id: '6f1c2a3e-5b1d-4c1e-9a55-0b7e2a1f0001' },
  { name: 'product-landing-page', id: '6f1c2a3e-5b1d-4c1e-9a55-0b7e2a1f0002' },
  { name: '3d-product-configurator', id: '6f1c2a3e-5b1d-4c1e-9a55-0b7e2a1f0003' },
];
/** At most this share of pixels may differ. */
const MAX_PIXEL_RATIO = 0.001;
/** The builder's window: room around the desktop frame at 100 % for the panels and a margin. */
const BUILDER_VIEWPORT = { width: 2800, height: 1300 };
/** How long a rendering may take to settle (fonts, lazily loaded components, a re-centred frame). */
const SETTLE_MS = 15_000;

/**
 * Loads every font face the document declares, then waits for pending loads: `fonts.ready` alone
 * does not wait for a face (a bold weight, say) whose text is laid out only after it resolved.
 */
async function loadAllFonts(): Promise<void> {
  await Promise.all([...document.fonts].map((face) => face.load().catch(() => undefined)));
  await document.fonts.ready;
}

interface Published {
  name: string;
  projectId: string;
  /** Whether the server sends the page rendered (static-page.ts). */
  rendered: boolean;
}

/** A new project whose page holds every web component (fidelity-fixtures.ts). */
async function componentsProject(server: TestServer, user: SignedIn): Promise<string> {
  const { projectId } = await createProject(server, user, 'Every component');
  const doc = (await readDocument(server.app.db, projectId))!;
  const before = Y.encodeStateVector(doc);
  const pages = doc.getMap('project').get('pages') as Y.Map<unknown>;
  buildComponentsPage(doc, [...pages.keys()][0]!);
  await server.app.db
    .insert(projectUpdates)
    .values({ projectId, update: Y.encodeStateAsUpdate(doc, before) });
  doc.destroy();
  return projectId;
}

async function publish(server: TestServer, user: SignedIn, projectId: string): Promise<void> {
  const teams = await api<{ items: { id: string }[] }>(server, user.accessToken, 'GET', '/v2/teams');
  await api(server, user.accessToken, 'PATCH', `/v2/teams/${teams.items[0]!.id}/projects/${projectId}`, {
    allowedDomains: ['shop.example.com'],
  });
  await api(server, user.accessToken, 'POST', `/v2/projects/${projectId}/releases`, {
    description: 'Fidelity',
  });
}

/** Waits until `check` answers nothing (no difference), or returns what it answered last. */
async function settled<T>(check: () => Promise<T | null>): Promise<T | null> {
  const deadline = Date.now() + SETTLE_MS;
  let last = await check();
  while (last !== null && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    last = await check();
  }
  return last;
}

function save(name: string, png: Buffer | PNG): void {
  mkdirSync(screenshotDir, { recursive: true });
  writeFileSync(path.join(screenshotDir, `${name}.png`), Buffer.isBuffer(png) ? png : PNG.sync.write(png));
}

describe('preview fidelity', () => {
  let server: TestServer;
  let builder: Browser;
  let visitor: Browser;
  let user: SignedIn;
  const published: Published[] = [];

  beforeAll(async () => {
    server = await startStudio();
    builder = await openBrowser({ viewport: BUILDER_VIEWPORT });
    visitor = await openBrowser({ viewport: DEVICE_SIZES.DESKTOP });
    user = await signIn(builder.page, server, 'fidelity@example.com');
    await subscribe(server, { token: user.accessToken }, UNLIMITED_PLAN);
    const projects = [
      ...(await Promise.all(
        TEMPLATES.map(async ({ name, id }) => ({ name, projectId: await forkTemplate(server, user, id) })),
      )),
      { name: 'every-component', projectId: await componentsProject(server, user) },
    ];
    await Promise.all(projects.map(({ projectId }) => publish(server, user, projectId)));
    for (const { name, projectId } of projects) {
      const html = await (await fetch(`${server.url}/p/${projectId}/`)).text();
      published.push({ name, projectId, rendered: !html.includes('<div id="root"></div>') });
    }
    // Forks, publishing and the first static renders on a machine of 2 cores.
  }, 240_000);

  afterAll(async () => {
    await visitor?.close();
    await builder?.close();
    await server?.close();
  });

  /** The builder's frame where it is now, when it shows `size` at 100 % inside the canvas; else null. */
  async function frameAtActualSize(page: Page, size: { width: number; height: number }): Promise<Box | null> {
    const frame = await page.getByTestId('preview-frame').boundingBox();
    const canvas = await page.getByTestId('builder-canvas').boundingBox();
    if (!frame || !canvas || frame.width !== size.width || frame.height !== size.height) return null;
    if (!Number.isInteger(frame.x) || !Number.isInteger(frame.y)) return null;
    const inside =
      frame.x >= canvas.x &&
      frame.y >= canvas.y &&
      frame.x + frame.width <= canvas.x + canvas.width &&
      frame.y + frame.height <= canvas.y + canvas.height;
    return inside ? frame : null;
  }

  /** Waits until the frame has stopped moving (a re-centring or zoom animation has ended). */
  async function frameAtRest(page: Page): Promise<void> {
    let last = '';
    let still = 0;
    const deadline = Date.now() + SETTLE_MS;
    while (still < 3 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      const box = JSON.stringify(await page.getByTestId('preview-frame').boundingBox());
      still = box === last ? still + 1 : 0;
      last = box;
    }
  }

  /** Shows the page on `device` in the builder at 100 %, the pointer off the frame. */
  async function showDevice(page: Page, device: DeviceType): Promise<void> {
    const size = DEVICE_SIZES[device];
    const label = device.charAt(0) + device.slice(1).toLowerCase();
    await page.getByRole('radiogroup', { name: 'Device' }).getByRole('radio', { name: label }).click();
    await page.mouse.move(1, 1);
    for (let attempt = 0; attempt < 4; attempt++) {
      // The device change re-centres the frame (after a delay, animated): let it end, fit (centred),
      // let that end, then 100 % about the canvas's centre keeps the frame centred.
      await frameAtRest(page);
      await page.keyboard.press('Shift+Digit1');
      await frameAtRest(page);
      await page.keyboard.press('Shift+Digit0');
      await frameAtRest(page);
      if (await frameAtActualSize(page, size)) return;
    }
    const frame = await page.getByTestId('preview-frame').boundingBox();
    const canvas = await page.getByTestId('builder-canvas').boundingBox();
    throw new Error(
      `The ${label} frame is not shown whole at 100 % (${JSON.stringify({ frame, canvas })}): enlarge the builder's window`,
    );
  }

  /** Opens the published page as a visitor on `device`: served as is, or through the client runtime. */
  async function visit(target: Published, device: DeviceType, mode: 'served' | 'runtime'): Promise<Page> {
    const { page } = visitor;
    await page.setViewportSize(DEVICE_SIZES[device]);
    const url = `${server.url}/p/${target.projectId}/`;
    await page.unrouteAll();
    if (mode === 'runtime' && target.rendered) {
      // The same release in the runtime's page, as the server sends a page that is not static.
      const html = await (await fetch(url)).text();
      const json = /<script id="vitrine-release" type="application\/json">([\s\S]*?)<\/script>/.exec(
        html,
      )![1]!;
      const body = renderReleasePage(loadRuntimeTemplate(webDist), JSON.parse(json));
      await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body }));
    }
    await page.goto(url);
    await page.locator('[data-page-id]').waitFor({ state: 'attached' });
    await page.evaluate(loadAllFonts);
    // The page's own badge and AR button (which loads after the page) are not the author's page.
    await page.addStyleTag({
      content: '[data-testid="watermark"], [data-testid="view-in-ar"] { visibility: hidden !important; }',
    });
    return page;
  }

  it.each(TEMPLATES.map((template) => template.name).concat('every-component'))(
    '%s looks the same in the builder and on the published page on every device',
    async (name) => {
      const target = published.find((entry) => entry.name === name)!;
      const { page } = builder;
      await openBuilder(page, server, target.projectId);
      const frame = page.frameLocator('[data-testid="preview-frame"]');
      const builderRoot = frame.locator('[data-page-id]');
      // A blank page's root has no height: present is enough.
      await builderRoot.waitFor({ state: 'attached' });
      const failures: string[] = [];
      for (const device of DEVICE_TYPES) {
        await showDevice(page, device);
        await builderRoot.evaluate(loadAllFonts, undefined, { timeout: 90_000 });
        for (const mode of target.rendered ? (['served', 'runtime'] as const) : (['runtime'] as const)) {
          const visitorPage = await visit(target, device, mode);
          const publishedRoot = visitorPage.locator('[data-page-id]');
          const where = `${name} ${device} ${mode === 'served' && target.rendered ? 'server-rendered' : 'runtime'}`;

          const styles = await settled(async () => {
            const lines = styleDifferences(
              await styleSnapshot(builderRoot),
              await styleSnapshot(publishedRoot),
            );
            return lines.length ? lines : null;
          });
          if (styles) failures.push(`${where}: ${styles.length} style differences`, ...styles.slice(0, 20));

          const masked = [...(await sceneBoxes(builderRoot)), ...(await sceneBoxes(publishedRoot))];
          let shots: { builder: Buffer; visitor: Buffer } | null = null;
          const pixels = await settled(async () => {
            // Where the frame is now: the canvas re-centres it when the builder's layout changes.
            const box = await frameAtActualSize(page, DEVICE_SIZES[device]);
            if (!box) return { ratio: 1, diff: null, size: 'the frame is not at 100 %' };
            shots = {
              builder: await page.screenshot({ clip: box, animations: 'disabled' }),
              visitor: await visitorPage.screenshot({ animations: 'disabled' }),
            };
            const result = pixelDifference(shots.builder, shots.visitor, masked);
            return result.ratio <= MAX_PIXEL_RATIO ? null : result;
          });
          const file = `fidelity-${where.replaceAll(' ', '-').toLowerCase()}`;
          save(`${file}-builder`, shots!.builder);
          save(`${file}-published`, shots!.visitor);
          if (pixels) {
            if (pixels.diff) save(`${file}-diff`, pixels.diff);
            failures.push(
              `${where}: ${(pixels.ratio * 100).toFixed(3)} % of the pixels differ (${pixels.size})`,
            );
          }
          // A page left open goes on drawing its 3D scene while the builder is checked.
          await visitorPage.goto('about:blank');
        }
      }
      expect(failures).toEqual([]);
    },
    // Four devices, each against one or two published renderings, on a machine of 2 cores (a 3D
    // scene drawn by a software renderer in two pages at once is the slowest).
    360_000,
  );
});
