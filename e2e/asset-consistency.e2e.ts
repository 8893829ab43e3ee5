// Assets stay consistent: deleting an asset an element still uses asks first and lists the use; the
// element keeps showing the file; undo brings the asset back with its file; Re-upload in the library
// replaces the file under the same asset, and the element follows the new file; a file of another
// kind is refused.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../apps/server/test/harness.ts';
import { insertElement } from '@vitrine/core';
import { createProject, openBuilder, row, signIn, type SignedIn } from './builder-helpers.ts';
import { openBrowser, screenshot, startStudio, type Browser } from './harness.ts';
import { editProjectDoc, firstPageId, suzanneGlb } from './preview-fixtures.ts';

const png = (colour: string) =>
  sharp({ create: { width: 96, height: 64, channels: 3, background: colour } })
    .png()
    .toBuffer();

describe('assets stay consistent', () => {
  let server: TestServer;
  let browser: Browser;
  let user: SignedIn;
  let projectId: string;

  beforeAll(async () => {
    server = await startStudio();
    browser = await openBrowser();
    user = await signIn(browser.page, server, 'consistent@example.com');
    ({ projectId } = await createProject(server, user, 'Consistent library'));
    await editProjectDoc(server, projectId, (doc) => {
      insertElement(doc, {
        pageId: firstPageId(doc),
        parentId: null,
        elementType: 'Image',
        name: 'Hero image',
      });
    });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const card = (name: string) =>
    browser.page.locator(`[data-testid="asset-card"][data-asset-name="${name}"]`);
  const previewImage = () =>
    browser.page.frameLocator('[data-testid="preview-frame"]').locator('img[data-element-id]');
  const status = async (url: string) => (await fetch(`${server.url}${url}`)).status;

  it('asks before deleting an asset in use, lists the use, and undo brings it back with its file', async () => {
    const { page } = browser;
    await openBuilder(page, server, projectId);
    // The Image takes a file uploaded from its picker.
    await row(page, 'Hero image').click();
    await page.getByTestId('property-panel').getByRole('button', { name: 'General' }).click();
    await page.getByTestId('prop-src').getByRole('button', { name: 'Image', exact: true }).click();
    await page
      .getByTestId('asset-picker-upload')
      .setInputFiles({ name: 'shoe.png', mimeType: 'image/png', buffer: await png('#f97316') });
    // The Image shows a placeholder until the upload ends and the element points at the file.
    await expect
      .poll(async () => (await previewImage().getAttribute('src')) ?? '', { timeout: 15_000 })
      .toMatch(/^\//);
    const firstUrl = (await previewImage().getAttribute('src'))!;
    await page.keyboard.press('Escape');

    await page.getByTestId('sidebar-tab-PROJECT_ASSETS').click();
    await card('shoe.png').hover();
    await card('shoe.png').getByRole('button', { name: 'Delete shoe.png' }).click();
    const dialog = page.getByTestId('delete-assets-dialog');
    await dialog.getByText('Delete shoe.png?').waitFor();
    expect(await dialog.getByTestId('asset-usages').getByRole('listitem').allTextContents()).toEqual([
      "Hero image on page 'Page 1' (src)",
    ]);
    await screenshot(page, 'assets-delete-in-use');
    await dialog.getByRole('button', { name: 'Delete anyway' }).click();
    await card('shoe.png').waitFor({ state: 'detached' });
    // The element keeps its file: its bytes stay while anything points at them.
    expect(await status(firstUrl)).toBe(200);
    expect(await previewImage().getAttribute('src')).toBe(firstUrl);

    await page.getByRole('button', { name: 'Undo (ctrl+z)' }).click();
    await card('shoe.png').locator('img').waitFor();
    expect(await status(firstUrl)).toBe(200);
  });

  it('re-uploads a file in place: same asset, the element shows the new file', async () => {
    const { page } = browser;
    const firstUrl = (await previewImage().getAttribute('src'))!;
    await card('shoe.png').hover();
    await card('shoe.png').getByRole('button', { name: 'Re-upload shoe.png' }).click();
    await page
      .getByTestId('asset-reupload-input')
      .setInputFiles({ name: 'shoe-blue.png', mimeType: 'image/png', buffer: await png('#2563eb') });
    await page.getByText('Re-uploaded shoe.png').waitFor();
    let secondUrl = firstUrl;
    for (let attempt = 0; attempt < 100 && secondUrl === firstUrl; attempt += 1) {
      await page.waitForTimeout(100);
      secondUrl = (await previewImage().getAttribute('src'))!;
    }
    expect(secondUrl).toMatch(/\/shoe-blue\.png$/);
    expect(await status(secondUrl)).toBe(200);
    // The library keeps its name for the asset; the old bytes wait for the purge.
    await card('shoe.png').waitFor();
    expect(await status(firstUrl)).toBe(200);
    await screenshot(page, 'assets-reuploaded');

    await card('shoe.png').hover();
    await card('shoe.png').getByRole('button', { name: 'Re-upload shoe.png' }).click();
    await page
      .getByTestId('asset-reupload-input')
      .setInputFiles({ name: 'monkey.glb', mimeType: 'model/gltf-binary', buffer: suzanneGlb() });
    await page
      .getByText(
        'monkey.glb cannot replace this file: re-upload a file of the same kind (.png, .jpg, .jpeg, .webp, .gif)',
      )
      .waitFor();
    expect(await previewImage().getAttribute('src')).toBe(secondUrl);
  });
});
