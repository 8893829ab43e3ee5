// The outliner and the library by keyboard alone: from the search field into the tree, up and down,
// open and close, Home and End, type-ahead, rename with Enter (Escape cancels), a section moved into
// another by a keyboard drag (and one cancelled) checked in the outliner and the preview, then a
// material moved into a folder of the library and back to the root by keyboard; on a page of 10 000
// elements the list still mounts only the rows in view, and the focused row survives scrolling away.
// Screenshots of a focused row, a focused card and keyboard drags in progress.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../apps/server/test/harness.ts';
import { createProject, openBuilder, signIn, waitForOutline } from './builder-helpers.ts';
import { openBrowser, screenshot, startStudio, type Browser } from './harness.ts';
import { SHAPES, seedLargePage } from './large-page.ts';

/** The focused element's outliner row: its label, level and whether it is selected. */
const focusedRow = (page: Page) =>
  page.evaluate(() => {
    const row = document.activeElement?.closest<HTMLElement>('[data-element-row]');
    if (!row || row !== document.activeElement) return null;
    return {
      label: row.querySelector('span.truncate')?.textContent ?? '',
      level: Number(row.getAttribute('aria-level')),
      selected: row.getAttribute('aria-selected') === 'true',
      expanded: row.getAttribute('aria-expanded'),
    };
  });

async function waitForFocus(page: Page, label: string) {
  await page.waitForFunction((text) => {
    const row = document.activeElement;
    return row?.matches('[data-element-row]') && row.querySelector('span.truncate')?.textContent === text;
  }, label);
}

/** Waits for a drag announcement in a live region, then two frames (the drag's measuring). */
async function announced(page: Page, text: string) {
  await page.getByRole('status').filter({ hasText: text }).first().waitFor({ state: 'attached' });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

const rowOf = (page: Page, label: string) =>
  page.locator('[data-testid="outliner-row"]').filter({
    has: page.locator('span.truncate', { hasText: new RegExp(`^${label.replace('.', '\\.')}$`) }),
  });

describe('outliner and library by keyboard', () => {
  let server: TestServer;
  let browser: Browser;
  let projectId: string;

  beforeAll(async () => {
    server = await startStudio();
    browser = await openBrowser();
    const user = await signIn(browser.page, server, 'keys@example.com');
    ({ projectId } = await createProject(server, user, 'Keyboard'));
    // Four sections of four rows of five cells (100 elements).
    await seedLargePage(server, projectId, SHAPES[100]!);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('moves between rows, opens and closes them, and goes to the ends', async () => {
    const { page } = browser;
    await openBuilder(page, server, projectId);
    await rowOf(page, 'Section 0').waitFor();
    // One tab stop in the tree.
    expect(await page.locator('[data-element-row][tabindex="0"]').count()).toBe(1);
    await page.getByLabel('Search elements').focus();
    await page.keyboard.press('ArrowDown');
    await waitForFocus(page, 'Section 0');
    await page.keyboard.press('ArrowDown');
    await waitForFocus(page, 'Section 1');
    // The selection follows the focus.
    expect(await focusedRow(page)).toEqual({
      label: 'Section 1',
      level: 1,
      selected: true,
      expanded: 'false',
    });
    expect(await page.locator('[data-element-row][aria-selected="true"]').count()).toBe(1);

    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await focusedRow(page))?.expanded).toBe('true');
    await page.keyboard.press('ArrowRight');
    await waitForFocus(page, 'Row 1.0');
    await page.keyboard.press('ArrowDown');
    await waitForFocus(page, 'Row 1.1');
    expect((await focusedRow(page))?.level).toBe(2);
    await page.frameLocator('[data-testid="preview-frame"]').getByText('1.1.4', { exact: true }).waitFor();
    await screenshot(page, 'outliner-keyboard-focused-row');

    await page.keyboard.press('ArrowLeft');
    await waitForFocus(page, 'Section 1');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await focusedRow(page))?.expanded).toBe('false');
    await page.keyboard.press('End');
    await waitForFocus(page, 'Section 3');
    await page.keyboard.press('Home');
    await waitForFocus(page, 'Section 0');

    // Shift extends the selection; a plain arrow makes it one again.
    await page.keyboard.press('Shift+ArrowDown');
    await waitForFocus(page, 'Section 1');
    expect(await page.locator('[data-element-row][aria-selected="true"]').count()).toBe(2);
    await page.keyboard.press('ArrowUp');
    await waitForFocus(page, 'Section 0');
    expect(await page.locator('[data-element-row][aria-selected="true"]').count()).toBe(1);
  });

  it('jumps to a row by typing the start of its label', async () => {
    const { page } = browser;
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await focusedRow(page))?.expanded).toBe('true');
    await page.keyboard.type('row 0.2');
    await waitForFocus(page, 'Row 0.2');
    // After a pause, a new search: "s" goes to the next section.
    await page.waitForTimeout(600);
    await page.keyboard.type('s');
    await waitForFocus(page, 'Section 1');
  });

  it('renames with Enter, and Escape leaves the label as it was', async () => {
    const { page } = browser;
    await page.keyboard.press('Enter');
    const field = page.getByRole('textbox', { name: 'Label' });
    await field.waitFor();
    await page.keyboard.type('Nothing');
    await page.keyboard.press('Escape');
    await waitForFocus(page, 'Section 1');
    await page.keyboard.press('Enter');
    await field.waitFor();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Gallery');
    await page.keyboard.press('Enter');
    await waitForFocus(page, 'Gallery');
    expect(await rowOf(page, 'Section 1').count()).toBe(0);
  });

  it('moves a section into another by a keyboard drag, and cancels another', async () => {
    const { page } = browser;
    // A cancelled drag leaves the page as it was. A search typed just before ends with the next key
    // of the tree's own: End, then Space picks the row up rather than searching for a space.
    await page.keyboard.type('g');
    await page.keyboard.press('End');
    await waitForFocus(page, 'Section 3');
    await page.keyboard.press('Space');
    await announced(page, 'Picked up Section 3.');
    await page.keyboard.press('ArrowUp');
    await announced(page, 'Inside Section 2, closed.');
    await page.keyboard.press('Escape');
    await announced(page, 'Move cancelled. Section 3 stays where it was.');
    await waitForFocus(page, 'Section 3');

    await page.keyboard.press('Space');
    await announced(page, 'Picked up Section 3.');
    await page.keyboard.press('ArrowUp');
    await announced(page, 'Inside Section 2, closed.');
    await rowOf(page, 'Section 2').and(page.locator('[data-drop="over"]')).waitFor();
    await screenshot(page, 'outliner-keyboard-drag');
    // Up once more: after Gallery (Section 1, closed), which is before Section 2.
    await page.keyboard.press('ArrowUp');
    await announced(page, 'After Gallery.');
    await page.keyboard.press('ArrowDown');
    await announced(page, 'Inside Section 2, closed.');
    await page.keyboard.press('Space');
    await announced(page, 'Moved Section 3 inside Section 2.');

    await waitForOutline(page, [
      { label: 'Section 0', level: 1 },
      { label: 'Row 0.0', level: 2 },
      { label: 'Row 0.1', level: 2 },
      { label: 'Row 0.2', level: 2 },
      { label: 'Row 0.3', level: 2 },
      { label: 'Gallery', level: 1 },
      { label: 'Section 2', level: 1 },
      { label: 'Row 2.0', level: 2 },
      { label: 'Row 2.1', level: 2 },
      { label: 'Row 2.2', level: 2 },
      { label: 'Row 2.3', level: 2 },
      { label: 'Section 3', level: 2 },
    ]);
    await waitForFocus(page, 'Section 3');
    expect((await focusedRow(page))?.selected).toBe(true);

    // The preview renders the moved section inside the other one.
    const [section2, section3] = await Promise.all([
      rowOf(page, 'Section 2').getAttribute('data-element-row'),
      rowOf(page, 'Section 3').getAttribute('data-element-row'),
    ]);
    await page
      .frameLocator('[data-testid="preview-frame"]')
      .locator(`[data-element-id="${section2}"] [data-element-id="${section3}"]`)
      .waitFor({ state: 'attached' });

    // The builder's shortcuts act on the focused selection: ctrl+d duplicates Section 3.
    await page.keyboard.press('ControlOrMeta+d');
    await expect.poll(() => rowOf(page, 'Section 3').count()).toBe(2);
  });

  it('moves a material into a folder and back to the root by keyboard in the library', async () => {
    const { page } = browser;
    const card = (name: string) => page.locator(`[data-testid="asset-card"][data-asset-name="${name}"]`);
    const cardNames = () =>
      page
        .getByTestId('asset-card')
        .evaluateAll((cards) => cards.map((node) => node.getAttribute('data-asset-name')));
    await page.getByTestId('sidebar-tab-PROJECT_ASSETS').click();
    await page.getByTestId('project-library').waitFor();
    await page.getByRole('button', { name: 'Create folder' }).click();
    await card('Folder').waitFor();
    await page.getByRole('button', { name: 'Create material' }).click();
    await page.getByRole('button', { name: 'Back to assets' }).click();
    await card('Material 1').waitFor();
    expect(await cardNames()).toEqual(['Folder', 'Material 1']);

    // The cards come after the type filter in the tab order, each followed by its own controls
    // (the folder's delete button, shown while it has the focus).
    const focusedControl = (name: string) =>
      page.waitForFunction(
        (expected) =>
          (document.activeElement?.getAttribute('data-asset-name') ??
            document.activeElement?.getAttribute('aria-label')) === expected,
        name,
      );
    await page.getByLabel('Type filter').focus();
    await page.keyboard.press('Tab');
    await focusedControl('Folder');
    await page.keyboard.press('Tab');
    await focusedControl('Delete Folder');
    await page.keyboard.press('Tab');
    await focusedControl('Material 1');
    await screenshot(page, 'library-keyboard-focused-card');
    await page.keyboard.press('Space');
    await announced(page, 'Picked up Material 1.');
    await page.keyboard.press('ArrowUp');
    await announced(page, 'Over folder Folder.');
    await screenshot(page, 'library-keyboard-drag');
    await page.keyboard.press('Enter');
    await announced(page, 'Moved Material 1 into Folder.');
    await expect.poll(cardNames).toEqual(['Folder']);
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-asset-name') === 'Folder');

    // Enter opens the focused folder; the material goes back to the root through the breadcrumb.
    await page.keyboard.press('Enter');
    await page.getByTestId('breadcrumb-item').filter({ hasText: 'Folder' }).waitFor();
    await expect.poll(cardNames).toEqual(['Material 1']);
    await card('Material 1').focus();
    await page.keyboard.press('Space');
    await announced(page, 'Picked up Material 1.');
    await page.keyboard.press('ArrowUp');
    await announced(page, 'Over folder Assets.');
    await screenshot(page, 'library-keyboard-drag-breadcrumb');
    await page.keyboard.press('Space');
    await announced(page, 'Moved Material 1 into Assets.');
    await expect.poll(cardNames).toEqual([]);
    await page.getByRole('button', { name: 'Up one level' }).click();
    await expect.poll(cardNames).toEqual(['Folder', 'Material 1']);
  });

  it('keeps the list virtual and the focus on its row on a page of 10 000 elements', async () => {
    const { page } = browser;
    const user = await signIn(page, server, 'keys-large@example.com');
    const { projectId: large } = await createProject(server, user, 'Keyboard large');
    await seedLargePage(server, large, SHAPES[10000]!);
    await openBuilder(page, server, large);
    await rowOf(page, 'Section 0').waitFor();
    await page.getByLabel('Search elements').focus();
    await page.keyboard.press('ArrowDown');
    await waitForFocus(page, 'Section 0');
    // Entering the tree focuses its first row without selecting it; Home selects it.
    expect((await focusedRow(page))?.selected).toBe(false);
    await page.keyboard.press('Home');
    await expect.poll(async () => (await focusedRow(page))?.selected).toBe(true);
    // ctrl+f opens the whole first section: 625 rows, and 15 sections below them.
    await page.keyboard.press('ControlOrMeta+f');
    await rowOf(page, 'Cell 0.0.0').waitFor();
    const mounted = () => page.locator('[data-element-row]').count();
    expect(await mounted()).toBeLessThan(80);

    await page.keyboard.press('End');
    await waitForFocus(page, 'Section 15');
    const [rowBox, listBox] = await Promise.all([
      rowOf(page, 'Section 15').boundingBox(),
      page.getByTestId('outliner').boundingBox(),
    ]);
    expect(rowBox!.y + rowBox!.height).toBeLessThanOrEqual(listBox!.y + listBox!.height + 1);
    expect(await mounted()).toBeLessThan(80);

    // Scrolled back to the top by the wheel, the list keeps the focused row (the tab stop) mounted
    // and focused; the next key goes on from it and brings it back into view.
    await page.getByTestId('outliner').evaluate((list) => list.scrollTo({ top: 0 }));
    await rowOf(page, 'Section 0').waitFor();
    await waitForFocus(page, 'Section 15');
    await page.keyboard.press('ArrowUp');
    await waitForFocus(page, 'Section 14');
    const shown = await rowOf(page, 'Section 14').boundingBox();
    expect(shown!.y).toBeGreaterThanOrEqual(listBox!.y);
    expect(shown!.y + shown!.height).toBeLessThanOrEqual(listBox!.y + listBox!.height + 1);

    // A keyboard drag walks the places at this size too.
    await page.keyboard.press('Space');
    await announced(page, 'Picked up Section 14.');
    await page.keyboard.press('ArrowUp');
    await announced(page, 'Inside Section 13, closed.');
    await page.keyboard.press('ArrowRight');
    await announced(page, 'Inside Section 13, open.');
    await page.keyboard.press('ArrowDown');
    await announced(page, 'Before Row 13.0.');
    await page.keyboard.press('Escape');
    await announced(page, 'Move cancelled. Section 14 stays where it was.');
    expect(await mounted()).toBeLessThan(80);
  });
});
