// The breakpoints story: an author selects a heading, chooses Tablet in the toolbar, gives it a
// smaller font size there and sees the field marked as the tablet's own value, the frame at the
// tablet's width showing it and the narrower breakpoints inheriting it; then publishes, and a visitor
// sees the tablet size at 800 px and the desktop size at 1200 px — in the page the server renders
// and in the same release drawn by the browser's runtime.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loadRuntimeTemplate, renderReleasePage } from '../apps/server/src/runtime/page.ts';
import { UNLIMITED_PLAN, subscribe } from '../apps/server/test/billing-fixtures.ts';
import type { TestServer } from '../apps/server/test/harness.ts';
import {
  api,
  createProject,
  insertComponent,
  openBuilder,
  signIn,
  waitForOutline,
  type SignedIn,
} from './builder-helpers.ts';
import { openBrowser, screenshot, startStudio, webDist, type Browser } from './harness.ts';

describe('breakpoints', () => {
  let server: TestServer;
  let author: Browser;
  let visitor: Browser;
  let user: SignedIn;
  let projectId: string;
  let teamId: string;

  beforeAll(async () => {
    server = await startStudio();
    author = await openBrowser({ viewport: { width: 1600, height: 1000 } });
    visitor = await openBrowser({ viewport: { width: 1200, height: 800 } });
    user = await signIn(author.page, server, 'breakpoints@example.com');
    await subscribe(server, { token: user.accessToken }, UNLIMITED_PLAN);
    ({ projectId, teamId } = await createProject(server, user, 'Breakpoints story'));
  });

  afterAll(async () => {
    await visitor?.close();
    await author?.close();
    await server?.close();
  });

  const frameText = (page: Page) =>
    page.frameLocator('[data-testid="preview-frame"]').locator('[data-element-id]').first();
  const fontSizeOf = (page: Page) => frameText(page).evaluate((node) => getComputedStyle(node).fontSize);

  async function setFontSize(page: Page, value: string) {
    const input = page.getByTestId('style-fontSize').getByLabel('Font size', { exact: true });
    await input.fill(value);
    await input.press('Enter');
  }

  it('sets a font size for the tablet only, marked in the panel and shown in the frame', async () => {
    const { page } = author;
    await openBuilder(page, server, projectId);
    await insertComponent(page, 'Text');
    await waitForOutline(page, [{ label: 'Text', level: 1 }]);
    const panel = page.getByTestId('property-panel');
    await panel.getByRole('button', { name: 'Typography' }).click();
    await setFontSize(page, '40');
    await expect.poll(() => fontSizeOf(page)).toBe('40px');

    const breakpoints = page.getByRole('radiogroup', { name: 'Breakpoint' });
    await breakpoints.getByRole('radio', { name: /^Tablet/ }).click();
    const field = page.getByTestId('style-fontSize');
    // The tablet inherits the base value until it has its own.
    await field.locator('[data-style-origin="base"]').waitFor();
    await setFontSize(page, '18');
    await field.locator('[data-style-origin="this"]').waitFor();
    await expect.poll(() => fontSizeOf(page)).toBe('18px');
    // The frame is the tablet's width: the page inside it is 991 px wide.
    expect(
      await page
        .frameLocator('[data-testid="preview-frame"]')
        .locator('body')
        .evaluate(() => window.innerWidth),
    ).toBe(991);
    await screenshot(page, 'breakpoints-tablet');

    // A narrower breakpoint inherits the tablet's value, named in the marker.
    await breakpoints.getByRole('radio', { name: /^Mobile portrait/ }).click();
    await field.locator('[data-style-origin="tablet"]').waitFor();
    expect(await field.getByLabel('Font size', { exact: true }).inputValue()).toBe('18');
    await expect.poll(() => fontSizeOf(page)).toBe('18px');

    // The base still shows its own value.
    await breakpoints.getByRole('radio', { name: /^Desktop/ }).click();
    expect(await field.getByLabel('Font size', { exact: true }).inputValue()).toBe('40');
    await expect.poll(() => fontSizeOf(page)).toBe('40px');
  });

  it('resets the tablet value in one step and brings it back with undo', async () => {
    const { page } = author;
    const breakpoints = page.getByRole('radiogroup', { name: 'Breakpoint' });
    await breakpoints.getByRole('radio', { name: /^Tablet/ }).click();
    const field = page.getByTestId('style-fontSize');
    await field.getByRole('button', { name: 'Remove the Tablet value' }).click();
    await field.locator('[data-style-origin="base"]').waitFor();
    await expect.poll(() => fontSizeOf(page)).toBe('40px');
    await page.getByRole('button', { name: 'Undo (ctrl+z)' }).click();
    await field.locator('[data-style-origin="this"]').waitFor();
    await expect.poll(() => fontSizeOf(page)).toBe('18px');
  });

  it('adds, renames and removes a breakpoint in the breakpoints editor', async () => {
    const { page } = author;
    const breakpoints = page.getByRole('radiogroup', { name: 'Breakpoint' });
    await page.getByRole('button', { name: 'Edit breakpoints' }).click();
    const editor = page.getByRole('dialog', { name: 'Breakpoints' });
    await editor.getByRole('button', { name: 'Add breakpoint' }).click();
    // Below the narrowest (478 px): 378 px.
    await breakpoints.getByRole('radio', { name: 'New breakpoint ≤ 378px' }).waitFor();
    const row = editor.locator('[data-testid^="breakpoint-row-bp-"]');
    const name = row.getByLabel('Name');
    await name.fill('Watch');
    await name.press('Enter');
    await breakpoints.getByRole('radio', { name: 'Watch ≤ 378px' }).waitFor();
    // A width another breakpoint has is refused, and nothing changes.
    const width = row.getByLabel('Width (px)');
    await width.fill('478');
    await width.press('Enter');
    await page.getByText('Invalid breakpoint: two breakpoints have the same width (478px)').waitFor();
    await screenshot(page, 'breakpoints-editor');
    await row.getByRole('button', { name: 'Remove Watch' }).click();
    await breakpoints.getByRole('radio', { name: /^Watch/ }).waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
  });

  async function visit(mode: 'served' | 'runtime', width: number): Promise<string> {
    const { page } = visitor;
    await page.setViewportSize({ width, height: 800 });
    const url = `${server.url}/p/${projectId}/`;
    await page.unrouteAll();
    if (mode === 'runtime') {
      const html = await (await fetch(url)).text();
      const json = /<script id="vitrine-release" type="application\/json">([\s\S]*?)<\/script>/.exec(
        html,
      )![1]!;
      const body = renderReleasePage(loadRuntimeTemplate(webDist), JSON.parse(json));
      await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body }));
    }
    await page.goto(url);
    const text = page.locator('[data-element-id]').first();
    await text.waitFor();
    return text.evaluate((node) => getComputedStyle(node).fontSize);
  }

  it('publishes a page that shows the tablet size below 992 px and the base size above', async () => {
    await api(server, user.accessToken, 'PATCH', `/v2/teams/${teamId}/projects/${projectId}`, {
      allowedDomains: ['shop.example.com'],
    });
    await api(server, user.accessToken, 'POST', `/v2/projects/${projectId}/releases`, {
      description: 'Responsive',
    });
    const served = await (await fetch(`${server.url}/p/${projectId}/`)).text();
    expect(served).toContain('@media (max-width: 991px)');
    for (const mode of ['served', 'runtime'] as const) {
      expect(await visit(mode, 800)).toBe('18px');
      expect(await visit(mode, 1200)).toBe('40px');
    }
    await visitor.page.setViewportSize({ width: 800, height: 800 });
    await screenshot(visitor.page, 'breakpoints-published-800');
  });
});
