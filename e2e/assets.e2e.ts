// The project library story: open the Assets tab, upload a GLB model and an image, create a folder
// and a material, drag the model into the folder and open it; screenshots of the library and the
// material editor.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../apps/server/test/harness.ts';
import { createProject, openBuilder, signIn } from './builder-helpers.ts';
import { openBrowser, screenshot, startStudio, type Browser } from './harness.ts';

describe('project library', () => {
  let server: TestServer;
  let browser: Browser;
  let projectId: string;
  let fixtures: string;

  beforeAll(async () => {
    fixtures = mkdtempSync(path.join(tmpdir(), 'vitrine-assets-e2e-'));
    const bunny = (await import('@pmndrs/assets/models/bunny.glb.js')) as { default: string };
    writeFileSync(path.join(fixtures, 'bunny.glb'), Buffer.from(bunny.default.split(',')[1]!, 'base64'));
    const png = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#f97316' } })
      .png()
      .toBuffer();
    writeFileSync(path.join(fixtures, 'wood.png'), png);
    server = await startStudio();
    browser = await openBrowser();
    const user = await signIn(browser.page, server, 'ada.assets@example.com');
    ({ projectId } = await createProject(server, user, 'Library story'));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    rmSync(fixtures, { recursive: true, force: true });
  });

  const card = (name: string) =>
    browser.page.locator(`[data-testid="asset-card"][data-asset-name="${name}"]`);
  const cardNames = () =>
    browser.page
      .getByTestId('asset-card')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-asset-name')));

  it('uploads a model and an image one at a time with the upload toasts', async () => {
    const { page } = browser;
    await openBuilder(page, server, projectId);
    await page.getByTestId('sidebar-tab-PROJECT_ASSETS').click();
    await page.getByTestId('project-library').waitFor();
    await page
      .getByTestId('asset-upload-input')
      .setInputFiles([path.join(fixtures, 'wood.png'), path.join(fixtures, 'bunny.glb')]);
    await page.getByText('Uploading assets !').waitFor();
    await page.getByText('upload complete').waitFor();
    await card('bunny.glb').waitFor();
    await card('wood.png').locator('img').waitFor();
    expect(await cardNames()).toEqual(['bunny.glb', 'wood.png']);
    await screenshot(page, 'assets-uploaded');
  });

  it('creates a folder and a material, and edits the material', async () => {
    const { page } = browser;
    await page.getByRole('button', { name: 'Create folder' }).click();
    await card('Folder').waitFor();
    await page.getByRole('button', { name: 'Create material' }).click();
    const editor = page.getByTestId('material-editor');
    await editor.waitFor();
    await expect(editor.getByLabel('Material name').inputValue()).resolves.toBe('Material 1');
    const ior = editor.getByLabel('IOR', { exact: true });
    expect(await ior.getAttribute('min')).toBe('1');
    expect(await ior.getAttribute('max')).toBe('2.33');
    expect(await ior.getAttribute('step')).toBe('0.001');
    await ior.fill('1.8');
    await editor.getByLabel('Metalness', { exact: true }).fill('0.6');
    await editor.getByTestId('texture-slot-map').waitFor();
    await editor.getByTestId('texture-slot-envMap').waitFor();
    await editor.getByLabel('From library… map').selectOption({ label: 'wood.png' });
    await editor.getByTestId('texture-slot-map').getByLabel('Colour space').waitFor();
    expect(await editor.getByTestId('texture-slot-map').getByLabel('Colour space').inputValue()).toBe('srgb');
    await editor.locator('canvas').waitFor();
    await page.waitForTimeout(1500); // let the preview sphere load its texture for the screenshot
    await screenshot(page, 'assets-material-editor');
    await editor.getByTestId('texture-slot-map').scrollIntoViewIfNeeded();
    await screenshot(page, 'assets-material-texture');
    await editor.getByRole('button', { name: 'Back to assets' }).click();
    expect(await cardNames()).toEqual(['Folder', 'bunny.glb', 'Material 1', 'wood.png']);
  });

  it('drags the model into the folder and opens it', async () => {
    const { page } = browser;
    await card('bunny.glb').dragTo(card('Folder'));
    await page.waitForFunction(
      () => !document.querySelector('[data-testid="asset-card"][data-asset-name="bunny.glb"]'),
    );
    expect(await cardNames()).toEqual(['Folder', 'Material 1', 'wood.png']);
    await card('Folder').dblclick();
    await page.getByTestId('breadcrumb-item').filter({ hasText: 'Folder' }).waitFor();
    expect(await cardNames()).toEqual(['bunny.glb']);
    await screenshot(page, 'assets-folder-opened');
    await page.getByRole('button', { name: 'Up one level' }).click();
    await card('Folder').waitFor();
  });

  it('filters by type', async () => {
    const { page } = browser;
    await page.getByLabel('Type filter').selectOption('images');
    expect(await cardNames()).toEqual(['Folder', 'wood.png']);
    await page.getByLabel('Type filter').selectOption('materials');
    expect(await cardNames()).toEqual(['Folder', 'Material 1']);
    await page.getByLabel('Type filter').selectOption('all');
  });
});
