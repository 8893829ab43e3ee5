// Offline without breakage in a 3D project: an editor forks the 3D template from the dashboard and
// waits for its scene; the network goes (with an access token that expired meanwhile, as after a
// quarter of an hour in the builder) and the builder stays, the scene keeps its meshes and its
// environment, the connection dot says Disconnected while the badge says Offline, and only a few
// requests fail; back online it reconnects. A 3D chunk that cannot be downloaded is tried again a
// few times (not on every render) and shows once the network is back.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../apps/server/test/harness.ts';
import { signIn } from './builder-helpers.ts';
import { openBrowser, screenshot, startStudio, type Browser } from './harness.ts';
import { startNetworkLink, type NetworkLink } from './network-cut.ts';

interface SceneState {
  scenes: number;
  meshes: number;
  environment: boolean;
}

/** What the preview's three.js scenes hold (window.vitrineScenes in the frame). */
function sceneState(page: Page): Promise<SceneState> {
  return page
    .frameLocator('[data-testid="preview-frame"]')
    .locator('body')
    .evaluate(() => {
      type Node = { isMesh?: boolean; children: Node[] };
      type Live = { scene: Node & { environment: unknown } };
      const scenes = (window as unknown as { vitrineScenes: () => Live[] }).vitrineScenes();
      let meshes = 0;
      const walk = (node: Node) => {
        if (node.isMesh) meshes++;
        node.children.forEach(walk);
      };
      scenes.forEach((live) => walk(live.scene));
      return {
        scenes: scenes.length,
        meshes,
        environment: scenes.some((live) => Boolean(live.scene.environment)),
      };
    });
}

async function waitForScene(page: Page, test: (state: SceneState) => boolean): Promise<SceneState> {
  let last: SceneState | string = 'no scene yet';
  await expect
    .poll(
      async () => {
        last = await sceneState(page).catch((error: unknown) => String(error));
        return typeof last !== 'string' && test(last);
      },
      { timeout: 90_000, interval: 500, message: `scene: ${JSON.stringify(last)}` },
    )
    .toBe(true);
  return last as unknown as SceneState;
}

/** The stored access token with its expiry in the past: the next call must refresh it. */
function expireAccessToken(page: Page) {
  return page.evaluate(() => {
    const [head, payload, signature] = localStorage.getItem('vitrine.accessToken')!.split('.');
    const claims = JSON.parse(atob(payload!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number };
    claims.exp = Math.floor(Date.now() / 1000) - 60;
    const encoded = btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    localStorage.setItem('vitrine.accessToken', `${head}.${encoded}.${signature}`);
  });
}

const tokenExpired = (page: Page) =>
  page.evaluate(() => {
    const payload = localStorage.getItem('vitrine.accessToken')?.split('.')[1] ?? '';
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number };
    return claims.exp <= Date.now() / 1000;
  });

describe('offline 3D builder', () => {
  let server: TestServer;
  let network: NetworkLink;
  let browser: Browser;

  beforeAll(async () => {
    server = await startStudio();
    network = await startNetworkLink(server.url);
    browser = await openBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await network?.close();
    await server?.close();
  });

  it(
    'keeps the loaded scene while offline, with the dot and the badge agreeing, and reconnects',
    { timeout: 300_000 },
    async () => {
      const { page, context } = browser;
      // The browser reaches the studio only through the link the test cuts.
      await signIn(page, { ...server, url: network.url } as TestServer, 'ada@example.com', '/');
      await page.getByTestId('example-card').filter({ hasText: /3d/i }).first().click();
      await page.getByRole('button', { name: 'Fork to team' }).click();
      await page.getByRole('menuitem').first().click();
      await page.waitForURL(/\/builder\//, { timeout: 60_000 });
      const builderUrl = page.url();
      const loaded = await waitForScene(page, (state) => state.meshes > 0 && state.environment);
      const dot = page.getByTestId('connection-dot');
      const badge = page.getByTestId('offline-badge');
      expect(await dot.getAttribute('aria-label')).toBe('Status: Connected');

      const failed: string[] = [];
      context.on('requestfailed', (request) => failed.push(request.url()));
      await expireAccessToken(page);
      await context.setOffline(true);
      network.cut();
      await badge.waitFor();
      expect(await dot.getAttribute('aria-label')).toBe('Status: Disconnected');

      // 20 s offline: the builder stays, and so does the scene; the dot and the badge agree.
      for (let second = 0; second < 20; second += 2) {
        await page.waitForTimeout(2000);
        expect(page.url()).toBe(builderUrl);
        expect(await sceneState(page)).toEqual(loaded);
        expect(await badge.isVisible()).toBe(true);
        expect(await dot.getAttribute('data-status')).toBe('disconnected');
      }
      // A few tries of the socket at most; no storm of chunk or API requests.
      const tally = new Map<string, number>();
      for (const url of failed)
        tally.set(url.replace(/\?.*/, ''), (tally.get(url.replace(/\?.*/, '')) ?? 0) + 1);
      expect(failed.length, JSON.stringify([...tally])).toBeLessThan(15);
      await screenshot(page, 'offline-3d-builder');

      await context.setOffline(false);
      network.restore();
      await badge.waitFor({ state: 'detached', timeout: 60_000 });
      await page.locator('[data-testid="connection-dot"][data-status="connected"]').waitFor();
      expect(await dot.getAttribute('aria-label')).toBe('Status: Connected');
      expect(page.url()).toBe(builderUrl);
      expect(await sceneState(page)).toEqual(loaded);
      // The session went on: the expired token was refreshed once the server could be reached.
      expect(await tokenExpired(page)).toBe(false);
      await screenshot(page, 'offline-3d-builder-back');
    },
  );

  it(
    'tries a 3D chunk that cannot be downloaded again a few times, and shows it once the network is back',
    { timeout: 300_000 },
    async () => {
      const { page, context } = browser;
      // The Stage's module (its meshes are inside it) fails to download in the preview frame.
      let stageRequests = 0;
      const stageChunk = /\/assets\/stage-[\w-]{8}\.js$/;
      await context.route(stageChunk, (route) => {
        stageRequests++;
        return route.abort('internetdisconnected');
      });
      await page.reload();
      await waitForScene(page, (state) => state.scenes === 1);
      // 20 s of an author moving over the page (renders of the waiting element) while it fails.
      const frame = (await page.getByTestId('preview-frame').boundingBox())!;
      for (let step = 0; step < 40; step++) {
        await page.mouse.move(frame.x + 20 + ((step * 37) % frame.width) / 2, frame.y + frame.height / 2);
        await page.waitForTimeout(500);
      }
      expect(stageRequests).toBeGreaterThanOrEqual(1);
      expect(stageRequests).toBeLessThanOrEqual(8);
      expect((await sceneState(page)).meshes).toBe(0);

      // The network comes back: the browser says so and the chunk is fetched at once.
      await context.unroute(stageChunk);
      await context.setOffline(true);
      await context.setOffline(false);
      await waitForScene(page, (state) => state.meshes > 0);
      await screenshot(page, 'offline-3d-chunk-back');
    },
  );
});
