// e2e harness: starts the whole server (serving the built web app) and drives Debian's Chromium
// through playwright-core. Screenshots go to e2e/screenshots/.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { databaseKinds, startTestServer, type TestServer } from '../apps/server/test/harness.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The built web app the studio serves; WEB_DIST names another build (a bench's "before"). */
export const webDist = process.env.WEB_DIST ?? path.join(root, 'apps', 'web', 'dist');
export const screenshotDir = path.join(root, 'e2e', 'screenshots');

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
];

/** The database the e2e server runs on: PostgreSQL in CI, PGlite otherwise. */
export const e2eDatabase = databaseKinds.includes('postgres') ? 'postgres' : 'pglite';

export async function startStudio(
  options: { env?: Record<string, string>; port?: number } = {},
): Promise<TestServer> {
  const config = options.port === undefined ? { webDist } : { webDist, port: options.port };
  return startTestServer({ database: e2eDatabase, env: options.env, config });
}

export interface Browser {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/** A fresh Chromium profile (its own localStorage), with one page open. */
export async function openBrowser(
  options: { viewport?: { width: number; height: number } } = {},
): Promise<Browser> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: options.viewport ?? { width: 1440, height: 900 },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name}.png`);
  // Finite animations (a dialog fading in) are shown as they end, not half way.
  await page.screenshot({ path: file, fullPage: false, animations: 'disabled' });
  return file;
}
