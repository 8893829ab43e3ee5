// What the studio downloads, screen by screen, as Chromium loads it: /login stays within 150 KB of
// gzip JavaScript and, like the dashboard, loads nothing of the builder, three.js or CodeMirror; the
// builder opens without CodeMirror and without its history panel, and each downloads when first shown
// (a loading state in the field's or panel's place meanwhile). Bytes, not timings.
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../apps/server/test/harness.ts';
import { BUILDER_CODE, sourcesOf } from '../apps/web/size-budget.ts';
import { forkTemplate, openBuilder, signIn, type SignedIn } from './builder-helpers.ts';
import { openBrowser, screenshot, startStudio, webDist, type Browser } from './harness.ts';

const LANDING_TEMPLATE = '6f1c2a3e-5b1d-4c1e-9a55-0b7e2a1f0002';
const KB = 1024;

interface Scripts {
  /** Gzip bytes of each script the page received, by its path under the build (once settled). */
  gzip: Map<string, number>;
  /** Resolves when every script received so far has been measured. */
  settled(): Promise<void>;
  stop(): void;
}

/** Records every script the page receives from now on. */
function recordScripts(page: Page): Scripts {
  const gzip = new Map<string, number>();
  const pending: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js')) return;
    gzip.set(url.pathname.slice(1), 0);
    pending.push(
      response
        .body()
        .then((body) => void gzip.set(url.pathname.slice(1), gzipSync(body).length))
        .catch(() => {}),
    );
  };
  page.on('response', onResponse);
  return {
    gzip,
    settled: async () => void (await Promise.all(pending)),
    stop: () => page.off('response', onResponse),
  };
}

const total = (scripts: Scripts) => [...scripts.gzip.values()].reduce((sum, bytes) => sum + bytes, 0);
/** The builder, three.js, CodeMirror and Yjs modules among the scripts (from the build's source maps). */
const builderModules = (scripts: Scripts) =>
  [...scripts.gzip.keys()].flatMap((file) =>
    sourcesOf(webDist, file)
      .filter((source) => BUILDER_CODE.test(source))
      .map((source) => path.relative(path.resolve(webDist, '../../..'), source)),
  );
const holds = (scripts: Scripts, pattern: RegExp) =>
  [...scripts.gzip.keys()].some((file) => sourcesOf(webDist, file).some((source) => pattern.test(source)));

describe('what each studio screen downloads', () => {
  let server: TestServer;
  let browser: Browser;
  let user: SignedIn;

  beforeAll(async () => {
    server = await startStudio();
    browser = await openBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('/login: at most 150 KB of gzip JavaScript, nothing of the builder, no request before it shows', async () => {
    const { page } = browser;
    const scripts = recordScripts(page);
    // The page carries what the sign-in screen needs (the server's http/page-facts.ts) and preloads
    // its fonts: the screen asks the API nothing before it shows.
    const asked: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname.startsWith('/v2/')) asked.push(sent.url());
    });
    await page.goto(`${server.url}/login`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Sign In With Email' }).waitFor();
    scripts.stop();
    await scripts.settled();
    await screenshot(page, 'loading-login');
    expect(scripts.gzip.size).toBeGreaterThan(0);
    expect(total(scripts)).toBeLessThanOrEqual(150 * KB);
    expect(builderModules(scripts)).toEqual([]);
    expect(asked).toEqual([]);
  });

  it('the dashboard: nothing of the builder, three.js or CodeMirror', async () => {
    const { page } = browser;
    user = await signIn(page, server, 'loading@example.com', '/');
    const scripts = recordScripts(page);
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    await page.getByRole('navigation').first().waitFor();
    scripts.stop();
    await screenshot(page, 'loading-dashboard');
    expect(builderModules(scripts)).toEqual([]);
  });

  it('the builder opens without CodeMirror or the history panel, and loads each when shown', async () => {
    const { page } = browser;
    const projectId = await forkTemplate(server, user, LANDING_TEMPLATE);
    const scripts = recordScripts(page);
    await openBuilder(page, server, projectId);
    await page.waitForLoadState('networkidle');
    expect(holds(scripts, /\/apps\/web\/src\/builder\/builder-screen\.tsx$/)).toBe(true);
    expect(holds(scripts, /\/node_modules\/@codemirror\//)).toBe(false);
    expect(holds(scripts, /\/apps\/web\/src\/builder\/history\/history-panel\.tsx$/)).toBe(false);

    await page.getByTestId('selection-panel').getByRole('tab', { name: 'Theme' }).click();
    await page.getByRole('button', { name: 'Global styles' }).click();
    const editor = page.getByTestId('global-styles').locator('.cm-content');
    await editor.waitFor();
    await editor.scrollIntoViewIfNeeded();
    expect(holds(scripts, /\/node_modules\/@codemirror\//)).toBe(true);
    await screenshot(page, 'loading-builder-code-editor');

    await page.getByTestId('history-button').click();
    await page.getByTestId('history-panel').waitFor();
    expect(holds(scripts, /\/apps\/web\/src\/builder\/history\/history-panel\.tsx$/)).toBe(true);
    scripts.stop();
    await screenshot(page, 'loading-builder-history');
  });
});
