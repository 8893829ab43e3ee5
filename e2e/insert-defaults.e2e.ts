// Components look right when inserted: an author inserts every web component at the page root through
// the insert dialog, one after the other; each shows as something one can see and select (a Button in
// the theme's colours, an Image placeholder, text in the page font…), and a screenshot of each default
// lands in e2e/screenshots/insert-default-<Component>.png, taken from the preview page itself (the
// same page the builder frames, unscaled), plus one of the builder with them all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../apps/server/test/harness.ts';
import { createProject, insertComponent, openBuilder, signIn } from './builder-helpers.ts';
import { domComponents } from './fidelity-fixtures.ts';
import { openBrowser, screenshot, screenshotDir, startStudio, type Browser } from './harness.ts';

/** Logic components have no look of their own: they show their children, and have none when inserted. */
const WITHOUT_A_LOOK = new Set(['For', 'Show', 'ComponentVariant', 'ComponentVariantItem']);

describe('components as inserted', () => {
  let server: TestServer;
  let browser: Browser;
  let projectId: string;

  beforeAll(async () => {
    server = await startStudio();
    browser = await openBrowser({ viewport: { width: 1600, height: 1000 } });
    const user = await signIn(browser.page, server, 'inserts@example.com');
    ({ projectId } = await createProject(server, user, 'Defaults'));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('inserts every web component at the page root and shows each one', async () => {
    const { page } = browser;
    await openBuilder(page, server, projectId);
    const names = domComponents().filter((name) => !WITHOUT_A_LOOK.has(name));
    const canvas = page.getByTestId('builder-canvas');
    for (const name of names) {
      // A click on the canvas's margin clears the selection, so the next one goes to the page root.
      await canvas.click({ position: { x: 4, y: 4 } });
      await insertComponent(page, name);
    }
    await page.getByTestId('save-status').getByText('All changes saved').waitFor();
    await screenshot(page, 'insert-defaults-builder');

    // The preview page on its own shows the same page unscaled: one screenshot per component.
    await page.goto(`${server.url}/preview/index.html?projectId=${projectId}`);
    const root = page.locator('[data-page-id]');
    await root.waitFor();
    await page.evaluate(() => document.fonts.ready);
    const rootIds = () =>
      root.evaluate((node) =>
        [...node.children].flatMap((child) => child.getAttribute('data-element-id') ?? []),
      );
    // An element whose component module is still loading shows once it arrives (the preview does
    // not hold the page back for it), so the count is awaited, not read at once.
    await expect.poll(rootIds, { timeout: 15_000 }).toHaveLength(names.length);
    const ids = await rootIds();
    const invisible: string[] = [];
    for (const [index, name] of names.entries()) {
      const element = page.locator(`[data-element-id="${ids[index]}"]`).first();
      const box = await element.boundingBox();
      if (!box || box.width < 8 || box.height < 8) invisible.push(`${name}: ${JSON.stringify(box)}`);
      else
        await element.screenshot({
          path: `${screenshotDir}/insert-default-${name}.png`,
          animations: 'disabled',
        });
    }
    expect(invisible).toEqual([]);
    await screenshot(page, 'insert-defaults-preview');
  });
});
