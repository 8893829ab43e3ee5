// The edits of Vitrine's side of the builder benchmark (vitrine.ts), each through the builder's UI
// and awaited in the outliner and in the preview frame: a selection (another section's row clicked);
// a selection in the preview (a cell clicked, its row revealed in the outliner); a rename through the
// row's label editor; a move by dragging a section below the next one; a style edit (the section's
// padding in the property panel); an insert (a Text into the selected section from the insert
// dialog); an undo (ctrl+z takes the insert back).
import type { Frame, Page } from 'playwright-core';
import { previewBox } from '../../e2e/builder-helpers.ts';
import { idle, type Edit } from './measure.ts';

export const ROW = '[data-testid="outliner-row"]';

interface RowInfo {
  id: string;
  label: string;
}

async function rowInfos(page: Page): Promise<RowInfo[]> {
  return page.locator(ROW).evaluateAll((rows) =>
    rows
      .map((row) => ({
        top: (row as HTMLElement).offsetTop,
        id: row.getAttribute('data-element-row') ?? '',
        label: row.querySelector('span.truncate')?.textContent ?? '',
      }))
      .sort((a, b) => a.top - b.top)
      .map(({ id, label }) => ({ id, label })),
  );
}

const rowById = (page: Page, id: string) => page.locator(`${ROW}[data-element-row="${id}"]`);

/**
 * Waits, inside the measured window, until `predicate` holds in the builder: one cheap check per
 * animation frame. Playwright's locators run its selector engine in the page at each check (and its
 * actions check hit targets before a click), which was 2–5 ms of an edit's main-thread time.
 */
async function inBuilder<Arg>(page: Page, predicate: (arg: Arg) => unknown, arg: Arg): Promise<unknown> {
  const handle = await page.waitForFunction(predicate as (arg: unknown) => unknown, arg as unknown, {
    polling: 'raf',
    timeout: 10_000,
  });
  return handle.jsonValue();
}

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let tries = 0; tries < 400; tries++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

export function previewFrame(page: Page): Frame {
  const frame = page.frames().find((candidate) => candidate.url().includes('/preview/'));
  if (!frame) throw new Error('the preview frame is missing');
  return frame;
}

const inPreview = (page: Page, id: string) =>
  previewFrame(page)
    .evaluate((elementId) => document.querySelector(`[data-element-id="${elementId}"]`) !== null, id)
    .catch(() => false);

/** Until the row is selected and the panel names the element; with the preview, until it outlines it. */
async function selectedEverywhere(page: Page, target: RowInfo, preview: boolean): Promise<void> {
  await inBuilder(
    page,
    ({ id, label }) =>
      document.querySelector(`[data-element-row="${id}"]`)?.getAttribute('aria-selected') === 'true' &&
      document.querySelector('[data-testid="selected-element"] p')?.textContent === label,
    target,
  );
  if (preview)
    await until(
      () =>
        previewFrame(page).evaluate(
          (id) =>
            document.querySelector(`[data-element-id="${id}"]`)?.getAttribute('data-vitrine-outline') ===
            'selected',
          target.id,
        ),
      'the preview to outline the selection',
    );
}

export function edits(page: Page, options: { withoutPreview: boolean }): Edit[] {
  const preview = !options.withoutPreview;
  let first: RowInfo = { id: '', label: '' };
  let inserted = '';
  const insertedIds: string[] = [];

  // A click on a section's row that another section's row had: the row highlighted, the property
  // panel showing the element, and the preview outlining it. The pointer rests on the row before the
  // window, so the hover it brings is not counted (nor is GrapesJS's).
  let picked: RowInfo = { id: '', label: '' };
  let point = { x: 0, y: 0 };
  const select: Edit = {
    name: 'select',
    async prepare() {
      const rows = (await rowInfos(page)).slice(0, 2);
      const selected = await page
        .locator(`${ROW}[aria-selected="true"]`)
        .evaluateAll((found) => found.map((row) => row.getAttribute('data-element-row')));
      picked = rows.find((row) => !selected.includes(row.id)) ?? rows[0]!;
      const box = await rowById(page, picked.id).boundingBox();
      if (!box) throw new Error('the outliner row to select is not visible');
      point = { x: box.x + 60, y: box.y + box.height / 2 };
      await page.mouse.move(point.x, point.y);
    },
    act: () => page.mouse.click(point.x, point.y),
    done: () => selectedEverywhere(page, picked, preview),
  };

  // A click on a cell in the preview, in sections 2 and 3 in turn: the outliner opens its section
  // and row and scrolls to it, the panel shows it, the preview outlines it. The preview scrolls to
  // the cell and the pointer rests on it before the window.
  let cell = { id: '', label: '' };
  const canvasSelect: Edit = {
    name: 'canvas-select',
    async prepare(index) {
      const section = 2 + (index % 2);
      const text = `${section}.1.3`;
      const id = await previewFrame(page).evaluate(
        (wanted) =>
          [...document.querySelectorAll('[data-element-id]')]
            .find((node) => node.textContent === wanted && node.children.length === 0)
            ?.getAttribute('data-element-id') ?? '',
        text,
      );
      if (!id) throw new Error(`the preview shows no cell ${text}`);
      cell = { id, label: `Cell ${text}` };
      const box = await previewBox(page, previewFrame(page).locator(`[data-element-id="${id}"]`));
      point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      await page.mouse.move(point.x, point.y);
    },
    act: () => page.mouse.click(point.x, point.y),
    // The preview is this edit's own: it always outlines.
    done: () => selectedEverywhere(page, cell, true),
  };

  const rename: Edit = {
    name: 'rename',
    async prepare(index) {
      [first] = (await rowInfos(page)) as [RowInfo];
      await rowById(page, first.id).dblclick();
      await page.getByLabel('Label', { exact: true }).fill(`Section renamed ${index}`);
    },
    // The label field has the focus: the key goes to it as the author's would.
    act: () => page.keyboard.press('Enter'),
    async done(index) {
      await inBuilder(
        page,
        ({ id, label }) =>
          document.querySelector(`[data-element-row="${id}"] span.truncate`)?.textContent === label,
        { id: first.id, label: `Section renamed ${index}` },
      );
    },
  };

  let source: { x: number; y: number } = { x: 0, y: 0 };
  let target: { x: number; y: number } = { x: 0, y: 0 };
  const move: Edit = {
    name: 'move',
    async prepare() {
      [first] = (await rowInfos(page)) as [RowInfo];
      const rows = await rowInfos(page);
      const from = await rowById(page, rows[0]!.id).boundingBox();
      const to = await rowById(page, rows[1]!.id).boundingBox();
      if (!from || !to) throw new Error('outliner rows are not visible');
      source = { x: from.x + 60, y: from.y + from.height / 2 };
      target = { x: to.x + 60, y: to.y + to.height * 0.9 };
      await page.mouse.move(source.x, source.y);
      await page.mouse.down();
      await page.mouse.move(source.x, source.y + 8, { steps: 3 });
      await page.mouse.move(target.x, target.y, { steps: 6 });
      await page.mouse.move(target.x + 1, target.y, { steps: 2 });
    },
    act: () => page.mouse.up(),
    async done() {
      await inBuilder(
        page,
        ({ selector, id }) =>
          [...document.querySelectorAll<HTMLElement>(selector)].sort((a, b) => a.offsetTop - b.offsetTop)[1]
            ?.dataset.elementRow === id,
        { selector: ROW, id: first.id },
      );
      if (preview)
        await until(
          () =>
            previewFrame(page).evaluate(
              (id) => document.querySelector('[data-element-id]')?.getAttribute('data-element-id') !== id,
              first.id,
            ),
          'the preview to move the section',
        );
    },
  };

  let padding = 0;
  const style: Edit = {
    name: 'style',
    async prepare(index) {
      [first] = (await rowInfos(page)) as [RowInfo];
      if (index === 0) {
        await rowById(page, first.id).click();
        await page.locator(`${ROW}[aria-selected="true"][data-element-row="${first.id}"]`).waitFor();
        const panel = page.getByTestId('property-panel');
        const spacing = panel.getByRole('button', { name: 'Spacing' });
        if ((await spacing.getAttribute('aria-expanded')) !== 'true') await spacing.click();
      }
      padding = index + 1;
      await page.getByTestId('style-padding').getByLabel('Padding', { exact: true }).fill(String(padding));
    },
    // The padding field has the focus.
    act: () => page.keyboard.press('Enter'),
    async done() {
      if (!preview) {
        await until(
          async () =>
            (await page.getByTestId('style-padding').getByLabel('Padding', { exact: true }).inputValue()) ===
            String(padding),
          'the padding field',
        );
        return;
      }
      await until(
        () =>
          previewFrame(page).evaluate(
            ({ id, px }) => {
              const node = document.querySelector(`[data-element-id="${id}"]`);
              return node !== null && getComputedStyle(node).paddingTop === `${px}px`;
            },
            { id: first.id, px: padding },
          ),
        'the preview padding',
      );
    },
  };

  let option = { x: 0, y: 0 };
  const insert: Edit = {
    name: 'insert',
    async prepare() {
      // The builder scrolls the outliner to each inserted row; start every run from the top.
      await page.getByTestId('outliner').evaluate((outliner) => outliner.scrollTo({ top: 0 }));
      [first] = (await rowInfos(page)) as [RowInfo];
      await rowById(page, first.id).click();
      await page.locator(`${ROW}[aria-selected="true"][data-element-row="${first.id}"]`).waitFor();
      await page.getByTestId('insert-button').click();
      await page.getByPlaceholder('Start typing to search for the component').fill('Text');
      const text = page.locator('[role="option"][data-component-name="Text"]');
      await text.waitFor();
      await idle(page); // the dialog's entrance has ended: the option is where it stays
      const box = await text.boundingBox();
      if (!box) throw new Error('the Text option is not visible');
      option = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    },
    act: () => page.mouse.click(option.x, option.y),
    async done() {
      inserted = await inBuilder(
        page,
        ({ selector, id }) => {
          const selected = document.querySelector<HTMLElement>(`${selector}[aria-selected="true"]`);
          const found = selected?.dataset.elementRow;
          if (!found || found === id) return false;
          // The row's title is its element's type: a Text, not a neighbouring option's component.
          if (selected.querySelector('span.truncate')?.getAttribute('title') !== 'Text')
            throw new Error('the insert chose another component');
          return found;
        },
        { selector: ROW, id: first.id },
      ).then(String);
      insertedIds.push(inserted);
      if (preview) await until(() => inPreview(page, inserted), 'the inserted element in the preview');
    },
  };

  let undone = '';
  const undo: Edit = {
    name: 'undo',
    async prepare() {
      undone = insertedIds.pop() ?? '';
      if (!undone) throw new Error('nothing inserted to undo');
      // Focus outside any field so the shortcut reaches the builder.
      await page.getByTestId('outliner').focus();
    },
    act: () => page.keyboard.press('Control+z'),
    async done() {
      await inBuilder(page, (id) => !document.querySelector(`[data-element-row="${id}"]`), undone);
      if (preview)
        await until(async () => !(await inPreview(page, undone)), 'the preview to drop the insert');
    },
  };

  return [rename, move, style, select, ...(preview ? [canvasSelect] : []), insert, undo];
}
