// The builder on a large page (2 000 elements in 16 sections): the preview renders the sections near
// what the author sees exactly, lets the browser skip the far ones, and renders those again as the
// author scrolls to them; an element picked in the preview is revealed in the outliner; the selected
// and hovered elements carry the outline attribute; a returning author's socket receives only what
// changed since their last visit; an outliner row dragged to the list's edge scrolls the list and
// lands where it is dropped; the row of an element inserted below the rows in view is scrolled to.
import type { Frame, Page, WebSocket } from 'playwright-core';
import * as Y from 'yjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDocument } from '../apps/server/src/documents/store.ts';
import type { TestServer } from '../apps/server/test/harness.ts';
import { clickInPreview, createProject, insertComponent, previewBox, signIn } from './builder-helpers.ts';
import { openBrowser, screenshot, startStudio, type Browser } from './harness.ts';
import { SHAPES, seedLargePage } from './large-page.ts';

function previewFrame(page: Page): Frame {
  const frame = page.frames().find((candidate) => candidate.url().includes('/preview/'));
  if (!frame) throw new Error('the preview frame is missing');
  return frame;
}

/** The page's sections in order: skipped by the browser or not, and where they are in the frame. */
const sections = (page: Page) =>
  previewFrame(page).evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-page-id] > [data-element-id]')].map((node) => ({
      id: node.getAttribute('data-element-id')!,
      skipped: node.style.contentVisibility === 'auto',
      top: node.getBoundingClientRect().top,
    })),
  );

async function until<T>(read: () => Promise<T>, holds: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (holds(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('builder on a large page', () => {
  let server: TestServer;
  let browser: Browser;
  let projectId: string;
  let lastId: string;

  beforeAll(async () => {
    server = await startStudio();
    browser = await openBrowser();
    const user = await signIn(browser.page, server, 'large@example.com');
    ({ projectId } = await createProject(server, user, 'Catalogue'));
    ({ lastId } = await seedLargePage(server, projectId, SHAPES[2000]!));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('renders the sections near the view and lets the browser skip the far ones', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/builder/${projectId}`);
    await page
      .frameLocator('[data-testid="preview-frame"]')
      .locator(`[data-element-id="${lastId}"]`)
      .waitFor({
        state: 'attached',
      });
    const height = await previewFrame(page).evaluate(() => window.innerHeight);
    const shown = await until(
      () => sections(page),
      (list) => list.length === 16 && list.some((section) => section.skipped),
      'far sections to be skipped',
    );
    for (const section of shown) {
      // Near the view (within half a frame height): rendered exactly as published.
      if (section.top < height * 1.5) expect(section.skipped, `section at ${section.top}px`).toBe(false);
    }
    expect(shown.at(-1)!.skipped).toBe(true);
    await screenshot(page, 'builder-large-page');
  });

  it('renders a far section again when the author scrolls to it', async () => {
    const { page } = browser;
    await previewFrame(page).evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const shown = await until(
      () => sections(page),
      (list) => !list.at(-1)!.skipped && list[0]!.skipped,
      'the last section to render and the first to be skipped',
    );
    const text = await previewFrame(page).evaluate(
      (id) => document.querySelector(`[data-element-id="${id}"]`)?.textContent,
      lastId,
    );
    expect(text).toBe('15.3.29');
    expect(shown.filter((section) => !section.skipped).length).toBeLessThan(16);

    // Picking it in the preview opens its collapsed section and row in the outliner and scrolls there.
    await clickInPreview(
      page,
      page.frameLocator('[data-testid="preview-frame"]').getByText('15.3.29', { exact: true }),
    );
    const row = page.locator(`[data-testid="outliner-row"][data-element-row="${lastId}"]`);
    await row.waitFor();
    await expect.poll(() => row.getAttribute('aria-selected')).toBe('true');
    const [rowBox, listBox] = await Promise.all([
      row.boundingBox(),
      page.getByTestId('outliner').boundingBox(),
    ]);
    expect(rowBox!.y).toBeGreaterThanOrEqual(listBox!.y);
    expect(rowBox!.y + rowBox!.height).toBeLessThanOrEqual(listBox!.y + listBox!.height + 1);
    await previewFrame(page).evaluate(() => window.scrollTo(0, 0));
    await until(
      () => sections(page),
      (list) => !list[0]!.skipped,
      'the first section to render again',
    );
  });

  it('outlines the selected element and the hovered one without touching the others', async () => {
    const { page } = browser;
    await page.getByTestId('outliner').evaluate((outliner) => outliner.scrollTo({ top: 0 }));
    const firstRow = page.getByTestId('outliner-row').first();
    const id = (await firstRow.getAttribute('data-element-row'))!;
    await page.locator(`[data-testid="outliner-row"][data-element-row="${id}"]`).click();
    // Off the outliner: a row that scrolls under a resting pointer would outline its element as hovered.
    await page.mouse.move(1, 1);
    const outlined = () =>
      previewFrame(page).evaluate(() =>
        [...document.querySelectorAll('[data-vitrine-outline]')].map((node) => [
          node.getAttribute('data-element-id'),
          node.getAttribute('data-vitrine-outline'),
        ]),
      );
    // Only the selection is outlined as selected; a hover the pointer may still bring is checked below.
    const selectedOnly = (list: (string | null)[][]) => list.filter(([, kind]) => kind === 'selected');
    await until(
      outlined,
      (list) => selectedOnly(list).length === 1 && selectedOnly(list)[0]![0] === id,
      'the selected outline',
    );
    expect(selectedOnly(await outlined())).toEqual([[id, 'selected']]);
    const outline = await previewFrame(page).evaluate((elementId) => {
      const style = getComputedStyle(document.querySelector(`[data-element-id="${elementId}"]`)!);
      return {
        style: style.outlineStyle,
        width: Number.parseFloat(style.outlineWidth),
        // Set by the builder for 1.5 screen pixels at the canvas's scale.
        wanted: Number.parseFloat(
          getComputedStyle(document.documentElement).getPropertyValue('--vitrine-outline-width'),
        ),
      };
    }, id);
    expect(outline.style).toBe('solid');
    expect(outline.wanted).toBeGreaterThan(1.5);
    // Chromium draws outlines in whole device pixels.
    expect(Math.abs(outline.width - outline.wanted)).toBeLessThan(1);

    // Hovering another element in the preview outlines it dashed.
    const box = await previewBox(
      page,
      page.frameLocator('[data-testid="preview-frame"]').getByText('0.1.2', { exact: true }),
    );
    await page.mouse.move(box.x + 2, box.y + 2);
    await until(outlined, (list) => list.some(([, kind]) => kind === 'hovered'), 'the hovered outline');
    const list = await outlined();
    expect(list).toContainEqual([id, 'selected']);
    expect(list).toHaveLength(2);
  });

  it('sends a returning author only what changed since the last visit, not the whole document', async () => {
    const { page } = browser;
    const stored = await readDocument(server.app.db, projectId);
    const documentBytes = Y.encodeStateAsUpdate(stored!).byteLength;
    let received = 0;
    const count = (socket: WebSocket) =>
      socket.on('framereceived', ({ payload }) => {
        received += typeof payload === 'string' ? payload.length : payload.byteLength;
      });
    page.on('websocket', count);
    await page.reload();
    // The builder shows the page once the server's answer to the socket's first message is in.
    await page.locator('[data-testid="outliner-row"]').first().waitFor();
    await page
      .frameLocator('[data-testid="preview-frame"]')
      .locator(`[data-element-id="${lastId}"]`)
      .waitFor({ state: 'attached' });
    page.off('websocket', count);
    // This device's copy was in the document before the socket said what it holds.
    expect(documentBytes).toBeGreaterThan(500_000);
    expect(received).toBeLessThan(documentBytes / 20);
  });
  it('scrolls the outliner while a row is dragged at its edge, and drops the row under the pointer', async () => {
    const { page } = browser;
    const ROW = '[data-element-row]';
    await page.locator(ROW).first().click({ button: 'right' });
    await page.getByRole('menuitem', { name: /Expand All/ }).click();
    const outliner = page.getByTestId('outliner');
    const scrollTop = () =>
      outliner.evaluate((node) => {
        let list: HTMLElement | null = node.querySelector('[data-element-row]');
        while (list && list.scrollHeight <= list.clientHeight + 1) list = list.parentElement;
        return list?.scrollTop ?? -1;
      });
    await until(
      () => page.locator(ROW).count(),
      (count) => count > 20,
      'the expanded rows',
    );
    expect(await scrollTop()).toBe(0);

    const dragged = page.locator(ROW).nth(2);
    const draggedId = (await dragged.getAttribute('data-element-row'))!;
    const from = (await dragged.boundingBox())!;
    const box = (await outliner.boundingBox())!;
    const x = from.x + 60;
    await page.mouse.move(x, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(x, from.y + 20, { steps: 3 });
    await page.mouse.move(x, box.y + box.height - 6, { steps: 10 });
    await until(scrollTop, (top) => top > 500, 'the list to scroll under the dragged row');

    // Back to the middle, out of the scrolling edge; the drop goes before the row in the upper
    // tenth of which the pointer rests.
    await page.mouse.move(x, box.y + box.height / 2, { steps: 4 });
    const settled = await until(
      async () => {
        const before = await scrollTop();
        await page.waitForTimeout(150);
        return (await scrollTop()) === before;
      },
      (still) => still,
      'the list to stop scrolling',
    );
    expect(settled).toBe(true);
    const target = await page.evaluate(
      ({ x, y, row }) => {
        const node = document.elementFromPoint(x, y)?.closest<HTMLElement>(row);
        const rect = node?.getBoundingClientRect();
        return node && rect ? { id: node.dataset.elementRow!, top: rect.top, height: rect.height } : null;
      },
      { x, y: box.y + box.height / 2, row: ROW },
    );
    expect(target).not.toBeNull();
    expect(target!.id).not.toBe(draggedId);
    await page.mouse.move(x, target!.top + target!.height * 0.1, { steps: 2 });
    // The drop goes where the indicator is: wait for it on the target's top edge.
    await page.locator(`[data-element-row="${target!.id}"][data-drop="top"]`).waitFor();
    await page.mouse.up();

    const order = () =>
      page.evaluate(
        (row) =>
          [...document.querySelectorAll<HTMLElement>(row)]
            .sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top)
            .map((node) => node.dataset.elementRow),
        ROW,
      );
    const rows = await until(
      order,
      (ids) => ids.indexOf(draggedId) >= 0 && ids.indexOf(draggedId) + 1 === ids.indexOf(target!.id),
      `the dropped row ${draggedId} before the row under the pointer ${target!.id}`,
    );
    expect(rows.indexOf(draggedId) + 1).toBe(rows.indexOf(target!.id));
  });

  it('scrolls the outliner to an element inserted below the rows in view', async () => {
    const { page } = browser;
    const outliner = page.getByTestId('outliner');
    await outliner.evaluate((node) => node.scrollTo({ top: 0 }));
    // The first section, all its rows open (the drag above opened them): its new last child's row
    // is a hundred rows down.
    const section = page.locator('[data-element-row]').first();
    await section.click();
    await expect.poll(() => section.getAttribute('aria-selected')).toBe('true');
    await insertComponent(page, 'Text');
    const inserted = page.locator('[data-element-row][aria-selected="true"]');
    await expect.poll(() => inserted.locator('span.truncate').getAttribute('title')).toBe('Text');
    const [rowBox, listBox] = await Promise.all([inserted.boundingBox(), outliner.boundingBox()]);
    expect(rowBox!.y).toBeGreaterThanOrEqual(listBox!.y);
    expect(rowBox!.y + rowBox!.height).toBeLessThanOrEqual(listBox!.y + listBox!.height + 1);
    // The list shows the rows of where it is scrolled to, above the new one too.
    const above = await page.evaluate((top) => {
      const row = document.elementFromPoint(100, top - 10)?.closest<HTMLElement>('[data-element-row]');
      return row?.dataset.elementRow ?? null;
    }, rowBox!.y);
    expect(above).not.toBeNull();
    expect(await outliner.evaluate((node) => node.scrollTop)).toBeGreaterThan(1000);
  });
});
