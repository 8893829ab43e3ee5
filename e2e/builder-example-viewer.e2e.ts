// The example (template) viewer: the toolbar with the name, page selector and 'Fork to team'; a
// read-only live preview; forking into a team opens the copy in the builder; a bad example id
// shows the server's message and goes back to the dashboard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../apps/server/test/harness.ts';
import { api, signIn, type SignedIn } from './builder-helpers.ts';
import { openBrowser, screenshot, startStudio, type Browser } from './harness.ts';

describe('example viewer', () => {
  let server: TestServer;
  let browser: Browser;
  let user: SignedIn;

  beforeAll(async () => {
    server = await startStudio();
    browser = await openBrowser();
    user = await signIn(browser.page, server, 'eve@example.com');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows an example read-only and forks it into a team', async () => {
    const { page } = browser;
    const examples = await api<{ items: { id: string; label: string }[] } | { id: string; label: string }[]>(
      server,
      user.accessToken,
      'GET',
      '/v2/projects/examples',
    );
    const list = Array.isArray(examples) ? examples : examples.items;
    // The web template (the 3D one spends its time in the scene, which is not this story).
    const example = list.find((item) => /landing/i.test(item.label)) ?? list[0]!;
    await page.goto(`${server.url}/examples/${example.id}`);
    await page.getByTestId('example-viewer').waitFor();
    expect(await page.getByTestId('example-name').textContent()).toBe(example.label);
    await page.getByRole('combobox', { name: 'Page' }).waitFor();
    await page.frameLocator('[data-testid="preview-frame"]').locator('[data-element-id]').first().waitFor();
    await screenshot(page, 'builder-example-viewer');

    await page.getByRole('button', { name: 'Fork to team' }).click();
    await page.getByRole('menuitem').first().click();
    await page.waitForURL(/\/builder\//, { timeout: 30_000 });
    await page.getByText('Project forked successfully !').waitFor();
    await page.getByTestId('outliner').waitFor();
    expect(page.url()).not.toContain(example.id);
    // The copy is the new project's, editable.
    expect(await page.getByTestId('insert-button').isDisabled()).toBe(false);
  });

  it("shows the server's message for an unknown example and goes back to the dashboard", async () => {
    const { page } = browser;
    await page.goto(`${server.url}/examples/00000000-0000-4000-8000-000000000000`);
    await page.waitForURL(`${server.url}/`);
    await page.getByText('Project not found').waitFor();
  });
});
