// Components look right when inserted: an author inserts every web component at the page root through
// the insert dialog, one after the other; each shows as something one can see and select (a Button in
// the theme's colours, an Image placeholder, text in the page font…), and a screenshot of each default
// lands in e2e/screenshots/insert-default-<Component>.png, taken from the preview page itself (the
// same page the builder frames, unscaled), plus one of the builder with them all. Then, on a page
// taller than the frame: a Button inserted into a column Flex that stretches its children keeps its
// content's width (one given width 100 % takes the column's), the frame scrolls to what is inserted
// or picked in the outliner, and an empty Flex shows a dashed hint in the builder only.
import { insertElement, staticProps, type StyleValue } from '@vitrine/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../apps/server/test/harness.ts';
import {
  createProject,
  insertComponent,
  openBuilder,
  row,
  signIn,
  waitForOutline,
  type SignedIn,
} from './builder-helpers.ts';
import { domComponents } from './fidelity-fixtures.ts';
import { openBrowser, screenshot, screenshotDir, startStudio, type Browser } from './harness.ts';
import { editProjectDoc, firstPageId } from './preview-fixtures.ts';

const px = (value: number, unit: 'px' | '%' = 'px'): StyleValue => ({
  type: 'style',
  content: { type: 'unit', value, unit },
});

/** Logic components have no look of their own: they show their children, and have none when inserted. */
const WITHOUT_A_LOOK = new Set(['For', 'Show', 'ComponentVariant', 'ComponentVariantItem']);

describe('components as inserted', () => {
  let server: TestServer;
  let browser: Browser;
  let user: SignedIn;
  let projectId: string;

  beforeAll(async () => {
    server = await startStudio();
    browser = await openBrowser({ viewport: { width: 1600, height: 1000 } });
    user = await signIn(browser.page, server, 'inserts@example.com');
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

  it('keeps an inserted Button to its width, scrolls the frame to it and hints at an empty Flex', async () => {
    const { page } = browser;
    const { projectId: tallId } = await createProject(server, user, 'Tall page');
    await editProjectDoc(server, tallId, (doc) => {
      const pageId = firstPageId(doc);
      const column = insertElement(doc, {
        pageId,
        parentId: null,
        elementType: 'Flex',
        name: 'Page',
        props: staticProps({ direction: 'column', align: 'stretch', gap: 0 }),
      });
      const child = (elementType: string, name: string, props: Record<string, unknown>, styles = {}) =>
        insertElement(doc, {
          pageId,
          parentId: column,
          elementType,
          name,
          props: staticProps(props),
          styles,
        });
      child('Text', 'Intro', { text: 'Intro' });
      child('Text', 'Tall', { text: 'A long read' }, { height: px(3000) });
      child('Button', 'Wide', { label: 'Wide' }, { width: px(100, '%') });
    });
    await openBuilder(page, server, tallId);
    await waitForOutline(page, [{ label: 'Page', level: 1 }]);
    const frame = page.frameLocator('[data-testid="preview-frame"]');
    const column = frame.locator('[data-page-id] > [data-element-id]').first();
    await column.waitFor();
    await page.getByTestId('outliner-row').first().click();

    /** Where the column's last child is in the frame's viewport, its width and its content's. */
    const lastChild = () =>
      column.evaluate((node) => {
        const last = node.lastElementChild!;
        const box = last.getBoundingClientRect();
        return {
          id: last.getAttribute('data-element-id')!,
          text: last.textContent,
          top: box.top,
          bottom: box.bottom,
          width: box.width,
          column: node.getBoundingClientRect().width,
          viewport: window.innerHeight,
        };
      });
    const inView = (box: { top: number; bottom: number; viewport: number }) =>
      box.top >= 0 && box.bottom <= box.viewport;

    // Into the selected column, below the fold: the frame scrolls down to it; it keeps its width.
    await insertComponent(page, 'Button');
    await expect.poll(async () => (await lastChild()).text).toBe('Button');
    await expect.poll(async () => inView(await lastChild())).toBe(true);
    const button = await lastChild();
    expect(button.width).toBeLessThan(200);
    const wide = await frame
      .getByRole('button', { name: 'Wide' })
      .evaluate((node) => node.getBoundingClientRect().width);
    expect(wide).toBe(button.column);

    // Picked in the outliner, the intro (now above the view) is scrolled back to.
    await row(page, 'Intro').click();
    const intro = frame.getByText('Intro', { exact: true });
    await expect.poll(() => intro.evaluate((node) => node.getBoundingClientRect().top >= 0)).toBe(true);

    // An empty Flex inserted into the column: shown at once, and outlined while it is not selected.
    await row(page, 'Page').click();
    await insertComponent(page, 'Flex');
    await expect.poll(async () => inView(await lastChild())).toBe(true);
    const flex = await lastChild();
    const hint = frame.locator(`[data-testid="empty-container-hint"][data-hint-for="${flex.id}"]`);
    // Selected, it has the selection's outline instead.
    expect(await hint.count()).toBe(0);
    await page.getByTestId('builder-canvas').click({ position: { x: 4, y: 4 } });
    await hint.waitFor();
    const [hintBox, flexBox] = await Promise.all(
      [hint, frame.locator(`[data-element-id="${flex.id}"]`)].map((locator) =>
        locator.evaluate((node) => {
          const box = node.getBoundingClientRect();
          return { x: box.x, y: box.y, width: box.width, height: box.height };
        }),
      ),
    );
    expect(hintBox).toEqual(flexBox);
    expect(flexBox!.height).toBeGreaterThan(0);
    await screenshot(page, 'insert-defaults-empty-flex-hint');

    // Neither the hint nor anything of it on the page as visitors see it.
    await page.goto(`${server.url}/preview/index.html?projectId=${tallId}`);
    await page.locator(`[data-element-id="${flex.id}"]`).waitFor();
    expect(await page.getByTestId('empty-container-hints').count()).toBe(0);
    expect(await page.getByTestId('empty-container-hint').count()).toBe(0);
  });
});
