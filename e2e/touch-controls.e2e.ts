// The builder's row and card controls that appear when the mouse is over them (a page's delete
// button, an element's eye, an asset's replace and delete buttons) can be used without a mouse: the
// keyboard reaches them (they show while focused), and on a touch screen, which has no hover, they are
// always shown and are tapped.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Locator, type Page } from 'playwright-core';
import { addFileAsset, addPage } from '@vitrine/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../apps/server/test/harness.ts';
import { createProject, insertComponent, openBuilder, signIn, type SignedIn } from './builder-helpers.ts';
import { CHROMIUM_ARGS, openBrowser, screenshot, startStudio, type Browser } from './harness.ts';
import { editProjectDoc, uploadAsset } from './preview-fixtures.ts';

/** A tablet: touch screen, no mouse to hover with. */
async function openTablet(): Promise<Browser> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1180, height: 820 },
    hasTouch: true,
    isMobile: true,
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

const opacity = (control: Locator) => control.evaluate((node) => getComputedStyle(node).opacity);
/** Whether a control is on screen for a person: laid out, not invisible, not faded out. */
const shown = (control: Locator) =>
  control.evaluate((node) => {
    const style = getComputedStyle(node);
    return style.display !== 'none' && style.visibility !== 'hidden' && style.opacity === '1';
  });
const pageRow = (page: Page, label: string) => page.getByTestId('page-row').filter({ hasText: label });
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('controls shown on hover, without a mouse', () => {
  let server: TestServer;
  let desktop: Browser;
  let tablet: Browser;
  let user: SignedIn;
  let projectId = '';

  beforeAll(async () => {
    server = await startStudio();
    [desktop, tablet] = await Promise.all([openBrowser(), openTablet()]);
    user = await signIn(desktop.page, server, 'touch@example.com');
    ({ projectId } = await createProject(server, user, 'Tablet shop'));
    const swatch = await uploadAsset(server, user.accessToken, projectId, {
      name: 'swatch.png',
      type: 'image/png',
      bytes: PNG,
    });
    await editProjectDoc(server, projectId, (doc) => {
      addPage(doc, { label: 'About' });
      addPage(doc, { label: 'Contact' });
      // The library entry of the uploaded file, as the upload in the library makes it.
      addFileAsset(doc, {
        id: swatch.id,
        name: 'swatch.png',
        url: swatch.url,
        mime_type: 'image/png',
        ext: 'png',
      });
    });
  });
  afterAll(async () => {
    await Promise.all([desktop?.close(), tablet?.close()]);
    await server?.close();
  });

  it('reaches a page’s delete button by keyboard, and shows it while focused', async () => {
    const { page } = desktop;
    await openBuilder(page, server, projectId);
    const remove = pageRow(page, 'About').getByRole('button', { name: 'Delete page' });
    // Out of the way until the row is in use...
    expect(await opacity(remove)).toBe('0');
    // ...and on the Tab path: Add page, then each page's settings and delete buttons in order.
    const settings = pageRow(page, 'About').getByRole('button', { name: 'Page settings' });
    await page.getByRole('button', { name: 'Add page' }).focus();
    for (let press = 0; press < 3; press++) await page.keyboard.press('Tab');
    await expect.poll(() => settings.evaluate((node) => node === document.activeElement)).toBe(true);
    await expect.poll(() => shown(settings)).toBe(true);
    await page.keyboard.press('Tab');
    await expect.poll(() => remove.evaluate((node) => node === document.activeElement)).toBe(true);
    await expect.poll(() => shown(remove)).toBe(true);
    await screenshot(page, 'page-delete-keyboard-focus');
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Are you sure you want to delete page').waitFor();
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
  });

  it('shows the controls on a touch screen and deletes a page with a tap', async () => {
    const { page } = tablet;
    await signIn(page, server, 'touch@example.com');
    await openBuilder(page, server, projectId);
    expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);
    await insertComponent(page, 'Text');
    const eye = page.getByTestId('outliner-row').first().getByTestId('visibility-toggle');
    await expect.poll(() => shown(eye)).toBe(true);
    const remove = pageRow(page, 'Contact').getByRole('button', { name: 'Delete page' });
    await expect.poll(() => shown(remove)).toBe(true);
    await screenshot(page, 'touch-page-list-and-outliner');

    await remove.tap();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Delete' }).tap();
    await pageRow(page, 'Contact').waitFor({ state: 'detached' });
    expect(await page.getByTestId('page-row').allTextContents()).toEqual(['Page 1', 'About']);

    await page.getByRole('tab', { name: 'Assets' }).tap();
    const card = page.getByTestId('asset-card').filter({ hasText: 'swatch.png' });
    await card.waitFor();
    for (const name of ['Delete swatch.png', 'Re-upload swatch.png'])
      await expect.poll(() => shown(card.getByRole('button', { name }))).toBe(true);
    await screenshot(page, 'touch-asset-card');
  });
});
