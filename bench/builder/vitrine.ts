// Vitrine's side of the builder benchmark: the builder opened on the 10 000-element page; the
// outliner's first row clicked to select; a rename through the row's label editor; a move by
// dragging a section below the next one in the outliner.
import type { Page } from 'playwright-core';
import { cdpFor, mainThreadMs, median, type EditorFigures } from './measure.ts';

const ROW = '[data-testid="outliner-row"]';

async function rowLabels(page: Page): Promise<string[]> {
  return page.locator(ROW).evaluateAll((rows) =>
    rows
      .map((row) => ({
        top: (row as HTMLElement).offsetTop,
        text: row.querySelector('span.truncate')?.textContent ?? '',
      }))
      .sort((a, b) => a.top - b.top)
      .map((row) => row.text),
  );
}

async function rowAt(page: Page, index: number) {
  const labels = await rowLabels(page);
  const text = labels[index]!;
  return page
    .locator(ROW)
    .filter({ has: page.locator('span.truncate', { hasText: new RegExp(`^${text}$`) }) });
}

export async function measureVitrine(
  page: Page,
  builderUrl: string,
  runs: number,
  options: { withoutPreview?: boolean } = {},
): Promise<EditorFigures> {
  // Without the preview: the builder's own share (the same-origin preview frame renders the whole
  // page on this same main thread).
  if (options.withoutPreview) await page.route('**/preview/**', (route) => route.abort());
  else await page.unroute('**/preview/**');
  await page.goto(builderUrl, { waitUntil: 'commit', timeout: 120_000 });
  const first = page.locator(ROW).first();
  await first.waitFor({ timeout: 120_000 });
  await first.click();
  await page.locator(`${ROW}[aria-selected="true"]`).waitFor();
  const interactiveMs = await page.evaluate(() => performance.now());
  const cdp = await cdpFor(page);

  const renames: number[] = [];
  for (let i = 0; i < runs; i++) {
    const row = await rowAt(page, 0);
    await row.dblclick();
    const input = page.getByLabel('Label', { exact: true });
    await input.fill(`Section renamed ${i}`);
    renames.push(
      await mainThreadMs(
        page,
        cdp,
        () => input.press('Enter'),
        () =>
          page
            .locator(ROW, { hasText: `Section renamed ${i}` })
            .first()
            .waitFor(),
      ),
    );
  }

  const moves: number[] = [];
  for (let i = 0; i < runs; i++) {
    const [firstLabel] = await rowLabels(page);
    const source = await (await rowAt(page, 0)).boundingBox();
    const target = await (await rowAt(page, 1)).boundingBox();
    if (!source || !target) throw new Error('outliner rows are not visible');
    await page.mouse.move(source.x + 60, source.y + source.height / 2);
    await page.mouse.down();
    await page.mouse.move(source.x + 60, source.y + source.height / 2 + 8, { steps: 3 });
    await page.mouse.move(target.x + 60, target.y + target.height * 0.9, { steps: 6 });
    await page.mouse.move(target.x + 61, target.y + target.height * 0.9, { steps: 2 });
    moves.push(
      await mainThreadMs(
        page,
        cdp,
        () => page.mouse.up(),
        async () => {
          // The dragged section is now second.
          for (let tries = 0; tries < 200; tries++) {
            if ((await rowLabels(page))[1] === firstLabel) return;
            await page.waitForTimeout(25);
          }
          throw new Error('the section did not move');
        },
      ),
    );
  }
  await cdp.detach();
  return { interactiveMs, renameMs: median(renames), moveMs: median(moves), notes: [] };
}
