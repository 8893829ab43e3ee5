// GrapesJS's side of the builder benchmark, measured the same way: the layer manager's first row
// clicked to select; a rename through the layer's name editor; a move by dragging a section's
// move handle below the next section.
import type { Page } from 'playwright-core';
import { cdpFor, mainThreadMs, median, type EditorFigures } from './measure.ts';

async function topNames(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const editor = (
      window as unknown as {
        editor: { getComponents(): { map<T>(fn: (c: { getName(): string }) => T): T[] } };
      }
    ).editor;
    return editor.getComponents().map((component) => component.getName());
  });
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The move handle of the first named layer and the row of the second, in page coordinates. */
const LAYER_BOXES = `function (names) {
  function layerOf(name) {
    var nodes = document.querySelectorAll('#layers [data-name]');
    for (var i = 0; i < nodes.length; i++) if (nodes[i].textContent === name) return nodes[i].closest('.gjs-layer');
    return null;
  }
  function rect(node) {
    if (!node) return null;
    var r = node.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  }
  var first = layerOf(names[0]);
  var second = layerOf(names[1]);
  return {
    handle: rect(first && first.querySelector('[data-toggle-move]')),
    target: rect(second && second.querySelector('[data-toggle-select]')),
  };
}`;

export async function measureGrapes(page: Page, url: string, runs: number): Promise<EditorFigures> {
  const notes: string[] = [];
  // GrapesJS builds its 10 000 components synchronously before 'load': wait as long as it takes.
  await page.goto(url, { waitUntil: 'commit', timeout: 600_000 });
  const firstName = page.locator('#layers [data-name]').first();
  await firstName.waitFor({ timeout: 600_000 });
  await page.locator('#layers [data-toggle-select]').first().click();
  await page.locator('#layers .gjs-layer.gjs-selected').first().waitFor();
  const interactiveMs = await page.evaluate(() => performance.now());
  // The body layer starts folded: open it so the sections show, as Vitrine's roots do.
  const sectionName = page
    .locator('#layers [data-name]')
    .filter({ hasText: /^Section 0$/ })
    .first();
  if (!(await sectionName.isVisible())) {
    await page.locator('#layers [data-toggle-open]').first().click();
    await sectionName.waitFor();
  }
  const cdp = await cdpFor(page);
  console.log(`GrapesJS: interactive after ${interactiveMs.toFixed(1)} ms`);

  const renames: number[] = [];
  for (let i = 0; i < runs; i++) {
    const [current] = await topNames(page);
    const name = page
      .locator('#layers [data-name]')
      .filter({ hasText: new RegExp(`^${current}$`) })
      .first();
    await name.dblclick();
    await page.keyboard.press('Control+a');
    await page.keyboard.type(`Section renamed ${i}`);
    renames.push(
      await mainThreadMs(
        page,
        cdp,
        () => page.keyboard.press('Enter'),
        async () => {
          for (let tries = 0; tries < 200; tries++) {
            if ((await topNames(page))[0] === `Section renamed ${i}`) return;
            await page.waitForTimeout(25);
          }
          throw new Error('GrapesJS did not rename the layer');
        },
      ),
    );
  }

  const moves: number[] = [];
  let viaApi = false;
  for (let i = 0; i < runs; i++) {
    const before = await topNames(page);
    // A plain-text function: the bundler's helpers (like __name) do not exist inside the page.
    const boxes = (await page.evaluate(`(${LAYER_BOXES})(${JSON.stringify(before)})`)) as {
      handle: Box | null;
      target: Box | null;
    };
    const handleBox = boxes.handle;
    const targetBox = boxes.target;
    const moved = async () => (await topNames(page))[1] === before[0];
    const waitMoved = async () => {
      for (let tries = 0; tries < 200; tries++) {
        if (await moved()) return;
        await page.waitForTimeout(25);
      }
      throw new Error('GrapesJS did not move the layer');
    };
    if (!viaApi && handleBox && targetBox) {
      await page.mouse.move(handleBox.x + handleBox.width / 2, handleBox.y + handleBox.height / 2);
      await page.mouse.down();
      await page.mouse.move(handleBox.x + handleBox.width / 2, handleBox.y + 12, { steps: 3 });
      await page.mouse.move(targetBox.x + 60, targetBox.y + targetBox.height * 0.9, { steps: 6 });
      await page.mouse.move(targetBox.x + 61, targetBox.y + targetBox.height * 0.9, { steps: 2 });
      const ms = await mainThreadMs(
        page,
        cdp,
        () => page.mouse.up(),
        async () => {
          for (let tries = 0; tries < 40; tries++) {
            if (await moved()) return;
            await page.waitForTimeout(25);
          }
        },
      );
      if (await moved()) {
        moves.push(ms);
        continue;
      }
      viaApi = true;
      notes.push('GrapesJS layer drag did not move under automation; its moves use the component API');
    }
    moves.push(
      await mainThreadMs(
        page,
        cdp,
        () =>
          page.evaluate(() => {
            const editor = (
              window as unknown as {
                editor: {
                  getWrapper(): {
                    components(): { at(i: number): { move(to: unknown, opts: { at: number }): void } };
                  };
                };
              }
            ).editor;
            const wrapper = editor.getWrapper();
            wrapper.components().at(0).move(wrapper, { at: 2 });
          }),
        waitMoved,
      ),
    );
  }
  await cdp.detach();
  return { interactiveMs, renameMs: median(renames), moveMs: median(moves), notes };
}
