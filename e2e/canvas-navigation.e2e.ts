// Canvas navigation as in Figma and Framer: ctrl + wheel (and a pinch, which Chromium sends as a
// ctrl + wheel) zooms one step a notch about the pointer, over the margin and over the page; ten
// notches climb step by step and never past 8× the fit; a plain wheel pans; shift+1 zooms to fit and
// shift+0 to 100 % (one screen pixel per device pixel, on whole pixels), from the builder and from
// inside the preview frame; the zoom indicator shows the zoom and offers the same by mouse and
// keyboard; a double-click on the margin zooms in while one in the page selects. Preview mode runs
// the page's interactions in the builder's frame and Esc returns to editing, where a click selects.
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../apps/server/test/harness.ts';
import { createProject, openBuilder, previewBox, row, signIn, type SignedIn } from './builder-helpers.ts';
import { openBrowser, screenshot, screenshotDir, startStudio, type Browser } from './harness.ts';
import { buildShopPage, editProjectDoc, firstPageId, SHOP } from './preview-fixtures.ts';

/** The default (desktop) device the shop page is laid out at. */
const DEVICE = { width: 1920, height: 937 };
const STEP = 1.2;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const previewText = (page: Page, text: string) =>
  page.frameLocator('[data-testid="preview-frame"]').locator('[data-element-id]', { hasText: text }).last();

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not shown');
  return box;
}

/** The device frame once it stops moving (animations end), and its scale. */
async function settledFrame(page: Page): Promise<Box & { scale: number }> {
  const frame = page.getByTestId('builder-frame');
  let last = await boxOf(frame);
  for (let attempt = 0; attempt < 200; attempt += 1) {
    await page.waitForTimeout(60);
    const next = await boxOf(frame);
    if (JSON.stringify(next) === JSON.stringify(last)) return { ...next, scale: next.width / DEVICE.width };
    last = next;
  }
  throw new Error(`The frame keeps moving: ${JSON.stringify(last)}`);
}

/** Waits until the frame's scale is `expected` (a relative tolerance for float noise). */
async function waitForScale(page: Page, expected: number) {
  let last = 0;
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const frame = await settledFrame(page);
    last = frame.scale;
    if (Math.abs(last / expected - 1) < 1e-3) return frame;
    await page.waitForTimeout(50);
  }
  throw new Error(`The frame's scale is ${last}, expected ${expected}`);
}

/** The device point shown under a client point. */
const deviceAt = (frame: Box & { scale: number }, x: number, y: number) => ({
  x: (x - frame.x) / frame.scale,
  y: (y - frame.y) / frame.scale,
});

const selectedRow = (page: Page, label: string) =>
  page.locator('[data-testid="outliner-row"][aria-selected="true"]', { hasText: label });

/** Whether the frame draws selection outlines (edit mode) at all. */
const drawsOutlines = (page: Page) =>
  page
    .frameLocator('[data-testid="preview-frame"]')
    .locator('style[data-vitrine-selection]')
    .count()
    .then((count) => count > 0);

/** Waits until the focused element is the menu item with this text (label and shortcut). */
async function focusedItem(page: Page, text: string) {
  await page.waitForFunction(
    (expected) =>
      document.activeElement?.getAttribute('role') === 'menuitem' &&
      document.activeElement.textContent === expected,
    text,
  );
}

async function ctrlWheel(page: Page, deltaY: number) {
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, deltaY);
  await page.keyboard.up('Control');
}

describe('canvas navigation', () => {
  let server: TestServer;
  let browser: Browser;
  let user: SignedIn;
  let projectId: string;
  let fit: number;

  beforeAll(async () => {
    server = await startStudio();
    browser = await openBrowser();
    user = await signIn(browser.page, server, 'canvas@example.com');
    ({ projectId } = await createProject(server, user, 'Canvas story'));
    await editProjectDoc(server, projectId, (doc) => buildShopPage(doc, firstPageId(doc)));
    await openBuilder(browser.page, server, projectId);
    await previewText(browser.page, SHOP.statusBefore).waitFor();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('fits the frame, then shift+0 shows it at 100 % on whole pixels and shift+1 fits it again', async () => {
    const { page } = browser;
    const canvas = await boxOf(page.getByTestId('builder-canvas'));
    const frame = await settledFrame(page);
    fit = frame.scale;
    expect(fit).toBeLessThan(1);
    expect(Math.abs(frame.x + frame.width / 2 - (canvas.x + canvas.width / 2))).toBeLessThan(1);
    const percent = page.getByTestId('zoom-percent');
    expect(await percent.textContent()).toBe(`${Math.round(fit * 100)} %`);

    await page.keyboard.press('Shift+Digit0');
    const actual = await waitForScale(page, 1);
    expect(actual.width).toBe(DEVICE.width);
    expect(Number.isInteger(actual.x) && Number.isInteger(actual.y)).toBe(true);
    expect(await percent.textContent()).toBe('100 %');
    await screenshot(page, 'canvas-100-percent');
    // A close look at the button's text at 100 % (centred on the canvas, near the page's top): drawn
    // without resampling, it is as sharp as in a tab of its own.
    await page.screenshot({
      path: path.join(screenshotDir, 'canvas-100-percent-detail.png'),
      clip: {
        x: Math.round(canvas.x + canvas.width / 2) - 160,
        y: Math.max(actual.y, 0) + 90,
        width: 320,
        height: 80,
      },
    });
    await page.keyboard.press('Shift+Digit1');
    const fitted = await waitForScale(page, fit);
    expect(Math.abs(fitted.x - frame.x)).toBeLessThan(0.5);
    expect(Math.abs(fitted.y - frame.y)).toBeLessThan(0.5);
  });

  it('takes shift+0 and shift+1 pressed inside the preview frame', async () => {
    const { page } = browser;
    // A click in the page selects its element and gives the frame the keyboard.
    const title = previewText(page, SHOP.title);
    const box = await previewBox(page, title);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await row(page, 'Text').first().waitFor();
    await page.keyboard.press('Shift+Digit0');
    await waitForScale(page, 1);
    await page.keyboard.press('Shift+Digit1');
    await waitForScale(page, fit);
  });

  /** Ctrl + wheel notches at `at`, each one step in about the pointer, up to 8× the fit and no further. */
  async function climbAt(page: Page, point: { x: number; y: number }) {
    // A mouse event's client position is in whole pixels.
    const at = { x: Math.round(point.x), y: Math.round(point.y) };
    await page.keyboard.press('Shift+Digit1');
    let frame = await waitForScale(page, fit);
    await page.mouse.move(at.x, at.y);
    const anchor = deviceAt(frame, at.x, at.y);
    for (let notch = 1; notch <= 12; notch += 1) {
      await ctrlWheel(page, -100);
      const expected = Math.min(fit * STEP ** notch, 8 * fit);
      frame = await waitForScale(page, expected);
      const under = deviceAt(frame, at.x, at.y);
      expect(Math.abs(under.x - anchor.x)).toBeLessThan(1);
      expect(Math.abs(under.y - anchor.y)).toBeLessThan(1);
      if (notch === 10) expect(frame.scale / fit).toBeCloseTo(STEP ** 10, 2);
    }
    expect(frame.scale / fit).toBeCloseTo(8, 3);
    // At 8× a further notch changes nothing; one notch out is one step back.
    await ctrlWheel(page, -100);
    await waitForScale(page, 8 * fit);
    await ctrlWheel(page, 100);
    await waitForScale(page, (8 * fit) / STEP);
    expect(await page.getByTestId('zoom-percent').textContent()).toBe(
      `${Math.round(((8 * fit) / STEP) * 100)} %`,
    );
  }

  it('zooms one step a ctrl + wheel notch about the pointer over the margin', async () => {
    const { page } = browser;
    await page.keyboard.press('Shift+Digit1');
    const canvas = await boxOf(page.getByTestId('builder-canvas'));
    const frame = await waitForScale(page, fit);
    // Below the frame, in the margin.
    await climbAt(page, {
      x: canvas.x + canvas.width * 0.3,
      y: (frame.y + frame.height + canvas.y + canvas.height) / 2,
    });
  });

  it('zooms one step a ctrl + wheel notch about the pointer over the page', async () => {
    const { page } = browser;
    await page.keyboard.press('Shift+Digit1');
    const frame = await waitForScale(page, fit);
    await climbAt(page, { x: frame.x + frame.width * 0.2, y: frame.y + frame.height * 0.3 });
  });

  it('zooms a pinch (small ctrl + wheel deltas) in proportion', async () => {
    const { page } = browser;
    await page.keyboard.press('Shift+Digit1');
    const frame = await waitForScale(page, fit);
    await page.mouse.move(frame.x + frame.width / 2, frame.y + frame.height / 2);
    for (let event = 0; event < 5; event += 1) await ctrlWheel(page, -10);
    await waitForScale(page, fit * STEP ** 0.5);
  });

  it('pans with a plain wheel over the margin and over the page', async () => {
    const { page } = browser;
    await page.keyboard.press('Shift+Digit1');
    const canvas = await boxOf(page.getByTestId('builder-canvas'));
    let frame = await waitForScale(page, fit);
    await page.mouse.move(canvas.x + 10, canvas.y + 10);
    await page.mouse.wheel(0, 120);
    let moved = await settledFrame(page);
    expect(moved.y).toBeCloseTo(frame.y - 120, 1);
    expect(moved.x).toBeCloseTo(frame.x, 1);
    expect(moved.scale).toBeCloseTo(fit, 6);
    frame = moved;
    // The shop page is shorter than its frame: the page has no use for the wheel, the canvas pans.
    await page.mouse.move(frame.x + frame.width / 2, frame.y + frame.height / 2);
    await page.mouse.wheel(80, 0);
    await page.waitForTimeout(200);
    await page.mouse.wheel(0, -60);
    for (let attempt = 0; attempt < 100; attempt += 1) {
      moved = await settledFrame(page);
      if (Math.abs(moved.y - (frame.y + 60)) < 0.5) break;
    }
    expect(moved.x).toBeCloseTo(frame.x - 80, 1);
    expect(moved.y).toBeCloseTo(frame.y + 60, 1);
    await page.keyboard.press('Shift+Digit1');
    await waitForScale(page, fit);
  });

  it('offers zoom to 100 % and to fit in the zoom indicator, by mouse and by keyboard', async () => {
    const { page } = browser;
    const percent = page.getByTestId('zoom-percent');
    await percent.click();
    const menu = page.getByTestId('zoom-menu');
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
      'Zoom inctrl+=',
      'Zoom outctrl+-',
      'Zoom to fitshift+1',
      'Zoom to 100 %shift+0',
    ]);
    await screenshot(page, 'canvas-zoom-menu');
    await menu.getByRole('menuitem', { name: /Zoom to 100 %/ }).click();
    await waitForScale(page, 1);
    expect(await percent.textContent()).toBe('100 %');

    // By keyboard: the trigger is a button with its zoom in its name; arrows walk the menu.
    await percent.focus();
    expect(await percent.getAttribute('aria-label')).toBe('Zoom 100 %, zoom options');
    await page.keyboard.press('Enter');
    await menu.waitFor();
    // Opened by keyboard, the menu focuses its first item. An arrow moves the focus on a timer
    // (Radix's roving focus), so each step is awaited before the next key: a key pressed before the
    // timer ran would go to the item the focus is leaving.
    await focusedItem(page, 'Zoom inctrl+=');
    await page.keyboard.press('ArrowDown');
    await focusedItem(page, 'Zoom outctrl+-');
    await page.keyboard.press('ArrowDown');
    await focusedItem(page, 'Zoom to fitshift+1');
    await page.keyboard.press('Enter');
    await waitForScale(page, fit);
    await menu.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Zoom in (ctrl+=)' }).click();
    await waitForScale(page, fit * 1.7);
    await page.getByRole('button', { name: 'Zoom out (ctrl+-)' }).click();
    await waitForScale(page, fit);
    await page.keyboard.press('Control+Equal');
    await waitForScale(page, fit * 1.7);
    await page.keyboard.press('Control+Minus');
    await waitForScale(page, fit);
  });

  it('zooms in on a double-click in the margin while one in the page selects', async () => {
    const { page } = browser;
    await page.keyboard.press('Shift+Digit1');
    const canvas = await boxOf(page.getByTestId('builder-canvas'));
    let frame = await waitForScale(page, fit);
    const at = { x: Math.round(canvas.x + 20), y: Math.round(canvas.y + canvas.height / 2) };
    const anchor = deviceAt(frame, at.x, at.y);
    await page.mouse.dblclick(at.x, at.y);
    frame = await waitForScale(page, fit * 1.7);
    expect(deviceAt(frame, at.x, at.y).x).toBeCloseTo(anchor.x, 0);
    await page.keyboard.press('Shift+Digit1');
    frame = await waitForScale(page, fit);

    const button = previewText(page, SHOP.button);
    const box = await previewBox(page, button);
    await page.mouse.dblclick(box.x + box.width / 2, box.y + box.height / 2);
    await selectedRow(page, 'Button').waitFor();
    expect((await settledFrame(page)).scale).toBeCloseTo(fit, 6);
  });

  it('runs the page in Preview mode, keeps following edits, and Esc returns to editing', async () => {
    const { page } = browser;
    await page.keyboard.press('Shift+Digit1');
    await waitForScale(page, fit);
    const toggle = page.getByTestId('preview-mode-button');
    expect(await toggle.getAttribute('aria-label')).toBe('Preview (alt+p)');
    await toggle.click();
    await page.getByTestId('preview-mode-banner').waitFor();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    for (let attempt = 0; attempt < 100 && (await drawsOutlines(page)); attempt += 1)
      await page.waitForTimeout(100);
    expect(await drawsOutlines(page)).toBe(false);

    // A click runs the button's interaction (it sets the page state the last text shows).
    const button = previewText(page, SHOP.button);
    let box = await previewBox(page, button);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await previewText(page, SHOP.statusAfter).waitFor();
    expect(await selectedRow(page, 'Button').count()).toBe(1);
    expect(await selectedRow(page, 'Text').count()).toBe(0);

    // The canvas still zooms and pans while the page runs.
    await page.mouse.move(box.x, box.y);
    await ctrlWheel(page, -100);
    await waitForScale(page, fit * STEP);
    await page.keyboard.press('Shift+Digit1');
    await waitForScale(page, fit);

    // An edit made meanwhile shows in the running page, which keeps its state.
    await row(page, 'Text').first().click();
    const panel = page.getByTestId('property-panel');
    const general = panel.getByRole('button', { name: 'General' });
    if ((await general.getAttribute('aria-expanded')) !== 'true') await general.click();
    const text = page.getByTestId('prop-text').getByLabel('Text', { exact: true });
    await text.fill('Solitaire Ring, 18 carat');
    await text.press('Enter');
    await previewText(page, 'Solitaire Ring, 18 carat').waitFor();
    expect(await previewText(page, SHOP.statusAfter).count()).toBe(1);
    await screenshot(page, 'canvas-preview-mode');

    // Esc pressed in the page returns to editing, where the page starts over and a click selects.
    box = await previewBox(page, button);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.keyboard.press('Escape');
    await page.getByTestId('preview-mode-banner').waitFor({ state: 'detached' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await previewText(page, SHOP.statusBefore).waitFor();
    const title = previewText(page, 'Solitaire Ring, 18 carat');
    box = await previewBox(page, title);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await selectedRow(page, 'Text').waitFor();
    expect(await drawsOutlines(page)).toBe(true);
    await screenshot(page, 'canvas-edit-after-preview');

    // alt+p enters it from the keyboard; Esc in the builder leaves it.
    await page.keyboard.press('Alt+KeyP');
    await page.getByTestId('preview-mode-banner').waitFor();
    await page.getByTestId('builder-toolbar').click({ position: { x: 700, y: 5 } });
    await page.keyboard.press('Escape');
    await page.getByTestId('preview-mode-banner').waitFor({ state: 'detached' });
  });
});
