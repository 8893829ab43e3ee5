// Uploads you can follow: a 24 MB model goes up over a throttled link and its row in the upload
// tray counts the bytes sent (MB of MB) with a progress bar, one file at a time between the
// 'Uploading assets !' and 'upload complete' toasts; a file the server refuses says why and the next
// one still goes up.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../apps/server/test/harness.ts';
import { createProject, openBuilder, signIn } from './builder-helpers.ts';
import { openBrowser, screenshot, startStudio, type Browser } from './harness.ts';

/** A valid GLB (a scene with no nodes) padded with a binary chunk to `size` bytes. */
function paddedGlb(size: number): Buffer {
  const json = Buffer.from(JSON.stringify({ asset: { version: '2.0' }, buffers: [] }).padEnd(48, ' '));
  const binLength = size - 12 - 8 - json.length - 8;
  const glb = Buffer.alloc(size);
  glb.write('glTF', 0, 'ascii');
  glb.writeUInt32LE(2, 4);
  glb.writeUInt32LE(size, 8);
  glb.writeUInt32LE(json.length, 12);
  glb.write('JSON', 16, 'ascii');
  json.copy(glb, 20);
  const bin = 20 + json.length;
  glb.writeUInt32LE(binLength, bin);
  glb.write('BIN\0', bin + 4, 'latin1');
  for (let offset = bin + 8; offset < size; offset += 4096) glb.writeUInt32LE(offset, offset);
  return glb;
}

const MODEL_BYTES = 24 * 1024 * 1024;

describe('upload progress', () => {
  let server: TestServer;
  let browser: Browser;
  let projectId: string;
  let fixtures: string;

  beforeAll(async () => {
    fixtures = mkdtempSync(path.join(tmpdir(), 'vitrine-upload-e2e-'));
    writeFileSync(path.join(fixtures, 'showroom.glb'), paddedGlb(MODEL_BYTES));
    writeFileSync(path.join(fixtures, 'notes.exe'), Buffer.from('MZ not a model'));
    writeFileSync(path.join(fixtures, 'small.glb'), paddedGlb(64 * 1024));
    server = await startStudio();
    browser = await openBrowser();
    const user = await signIn(browser.page, server, 'uploader@example.com');
    ({ projectId } = await createProject(server, user, 'Uploads'));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    rmSync(fixtures, { recursive: true, force: true });
  });

  it('counts the bytes of each file as it goes up, one at a time, and says why one failed', async () => {
    const { page, context } = browser;
    await openBuilder(page, server, projectId);
    await page.getByTestId('sidebar-tab-PROJECT_ASSETS').click();

    // About 8 MB/s up: the big model takes a few seconds, long enough to watch.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 8 * 1024 * 1024,
    });

    await page
      .getByTestId('asset-upload-input')
      .setInputFiles(['showroom.glb', 'notes.exe', 'small.glb'].map((name) => path.join(fixtures, name)));
    await page.getByText('Uploading assets !').waitFor();
    const tray = page.getByTestId('upload-tray');
    const rows = tray.getByTestId('upload-item');
    await expect.poll(() => rows.count()).toBe(3);
    const big = rows.filter({ hasText: 'showroom.glb' });

    // Part-way: some bytes sent, not all, shown in MB of the file's 24.00 MB; the others wait.
    await expect
      .poll(async () => Number(await big.getAttribute('data-sent')), { timeout: 60_000, interval: 50 })
      .toBeGreaterThan(0);
    const sent = Number(await big.getAttribute('data-sent'));
    expect(sent).toBeLessThan(MODEL_BYTES);
    expect(await big.getByTestId('upload-status').textContent()).toMatch(
      /^\d+(\.\d+)? (KB|MB) of 24\.00 MB$/,
    );
    expect(await big.getAttribute('data-state')).toBe('uploading');
    expect(await rows.filter({ hasText: 'small.glb' }).getAttribute('data-state')).toBe('waiting');
    expect(Number(await big.getByRole('progressbar').getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    await screenshot(page, 'upload-progress');

    await expect.poll(() => big.getAttribute('data-state'), { timeout: 90_000 }).toBe('done');
    await page.getByText('upload complete').waitFor({ timeout: 60_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    expect(await big.getByTestId('upload-status').textContent()).toBe('Uploaded');
    const refused = rows.filter({ hasText: 'notes.exe' });
    expect(await refused.getAttribute('data-state')).toBe('failed');
    expect(await refused.getByTestId('upload-status').textContent()).toMatch(/^Failed: .+/);
    expect(await rows.filter({ hasText: 'small.glb' }).getAttribute('data-state')).toBe('done');
    expect(await tray.textContent()).toContain('2 of 3 uploaded');
    // Both models are in the library.
    await page.getByRole('listitem').filter({ hasText: 'showroom.glb' }).first().waitFor();
    await page.getByRole('listitem').filter({ hasText: 'small.glb' }).first().waitFor();
    await screenshot(page, 'upload-progress-done');

    await tray.getByRole('button', { name: 'Close the upload list' }).click();
    await tray.waitFor({ state: 'detached' });
  });
});
