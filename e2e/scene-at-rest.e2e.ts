// A published 3D scene rests when nothing moves: the configurator template, published and opened by a
// visitor, makes no WebGL draw call once its scene has settled; orbiting it with the pointer draws
// until the camera comes to rest; choosing another finish draws the new one; and a hidden tab draws
// nothing, even when the finish changes, until it is shown again. Draw calls are counted by wrapping
// WebGL's draw functions (bench/runtime/draws.ts), never by timing.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../apps/server/test/harness.ts';
import { createUser } from '../apps/server/test/users.ts';
import { DRAW_COUNTER, drawsOver, orbitDrag } from '../bench/runtime/draws.ts';
import { publishTemplate, TEMPLATES } from '../bench/runtime/publish.ts';
import { openBrowser, screenshot, startStudio, type Browser } from './harness.ts';

const drawsSoFar = async (page: Page) =>
  ((await page.evaluate('window.__vitrineDraws')) as { draws: number }).draws;

/** Waits until a whole `windowMs` passes without a draw call: the scene is at rest. */
async function untilAtRest(page: Page, windowMs = 2000): Promise<void> {
  await expect
    .poll(async () => (await drawsOver(page, windowMs)).draws, { timeout: 60_000, interval: 0 })
    .toBe(0);
}

/** Starts counting from 0, does `act`, and waits for the scene to draw at least once. */
async function drawsAfter(page: Page, act: () => Promise<void>): Promise<void> {
  await page.evaluate('window.__vitrineDraws.draws = 0');
  await act();
  await expect.poll(() => drawsSoFar(page), { timeout: 30_000 }).toBeGreaterThan(0);
}

async function setTabHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate(`(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => ${hidden} });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => '${hidden ? 'hidden' : 'visible'}' });
    document.dispatchEvent(new Event('visibilitychange'));
  })()`);
}

describe('a published 3D scene at rest', () => {
  let server: TestServer;
  let visitor: Browser;
  let url = '';

  beforeAll(async () => {
    server = await startStudio();
    visitor = await openBrowser({ viewport: { width: 1280, height: 800 } });
    const projectId = await publishTemplate(server, await createUser(server), TEMPLATES.threeD.id);
    url = `${server.url}/p/${projectId}/`;
  }, 120_000);

  afterAll(async () => {
    await visitor?.close();
    await server?.close();
  });

  it('draws nothing at rest, and draws while it is orbited, changed or shown again', async () => {
    const { page } = visitor;
    await page.addInitScript(DRAW_COUNTER);
    await page.goto(url);
    await page.getByText('Shade finish').waitFor();
    await page.locator('canvas').first().waitFor();
    // The model and its environment load, the template's camera turns for a few seconds, then stops.
    await expect.poll(() => drawsSoFar(page), { timeout: 60_000 }).toBeGreaterThan(0);
    await untilAtRest(page);
    expect((await drawsOver(page, 2000)).draws).toBe(0);
    await screenshot(page, 'scene-at-rest');

    // An orbit drag draws, then its damping ends and the scene rests again.
    await drawsAfter(page, () => orbitDrag(page));
    await untilAtRest(page);

    // Another finish of the shade is drawn.
    await drawsAfter(page, () => page.getByRole('button', { name: 'Graphite' }).click());
    await untilAtRest(page);
    await screenshot(page, 'scene-at-rest-graphite');

    // A hidden tab draws nothing, even for a change; shown again, the scene draws the change.
    await setTabHidden(page, true);
    await page.evaluate('window.__vitrineDraws.draws = 0');
    await page.getByRole('button', { name: 'Sky blue' }).click();
    await orbitDrag(page);
    expect((await drawsOver(page, 2000)).draws).toBe(0);
    await drawsAfter(page, () => setTabHidden(page, false));
    await untilAtRest(page);
    await screenshot(page, 'scene-at-rest-sky-blue');
  }, 240_000);
});
