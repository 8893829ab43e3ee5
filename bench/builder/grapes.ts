// GrapesJS's side of the builder benchmark, measured the same way: the layer manager's first row
// clicked to select (the load's end); a selection (another section's layer clicked); a selection in
// the canvas (a cell clicked, its layer revealed); a rename through the layer's name editor; a move by dragging a section's move
// handle below the next section (the component API when the drag does not take under automation).
// The benchmark page has no style manager or block panel, so the style edit (the section's padding),
// the insert (a paragraph into the section) and the undo go through GrapesJS's API — its cheapest
// path, which favours GrapesJS.
import type { Page } from 'playwright-core';
import { cdpFor, heapBytes, measureEdits, type Edit, type EditName, type EditorFigures } from './measure.ts';

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

/** Runs a plain-text function in the page (the bundler's helpers, like __name, do not exist there). */
const inPage = <T>(page: Page, body: string, arg?: unknown) =>
  page.evaluate(
    `(function (editor, arg) { ${body} })(window.editor, ${JSON.stringify(arg ?? null)})`,
  ) as Promise<T>;

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let tries = 0; tries < 400; tries++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`GrapesJS: timed out waiting for ${what}`);
}

/** The select toggle of the layer named `name`, in page coordinates. */
const LAYER_SELECT_BOX = `function (name) {
  var nodes = document.querySelectorAll('#layers [data-name]');
  for (var i = 0; i < nodes.length; i++) {
    if (nodes[i].textContent !== name) continue;
    var toggle = nodes[i].closest('.gjs-layer').querySelector('[data-toggle-select]');
    var r = toggle.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  }
  return null;
}`;

/** True once the layer named `name` is highlighted and its component selected and marked in the canvas. */
const LAYER_SELECTED = `(function (name) {
  var selected = window.editor.getSelected();
  if (!selected || selected.getName() !== name) return false;
  var el = selected.getEl();
  if (!el || !el.classList.contains('gjs-selected')) return false;
  var nodes = document.querySelectorAll('#layers .gjs-layer.gjs-selected [data-name]');
  for (var i = 0; i < nodes.length; i++) if (nodes[i].textContent === name) return true;
  return false;
})`;

/** The canvas paragraph showing `text`, scrolled into view, in page coordinates. */
const CANVAS_CELL_BOX = `function (text) {
  var frame = document.querySelector('.gjs-frame');
  var nodes = frame.contentDocument.querySelectorAll('p');
  for (var i = 0; i < nodes.length; i++) {
    if (nodes[i].textContent !== text) continue;
    nodes[i].scrollIntoView({ block: 'center' });
    var r = nodes[i].getBoundingClientRect();
    var f = frame.getBoundingClientRect();
    return { x: f.x + r.x, y: f.y + r.y, width: r.width, height: r.height };
  }
  return null;
}`;

/** True once the component named `name` is selected, marked in the canvas, and its layer highlighted. */
const CANVAS_SELECTED = `(function (name) {
  var selected = window.editor.getSelected();
  if (!selected || selected.getName() !== name) return false;
  var el = selected.getEl();
  if (!el || !el.classList.contains('gjs-selected')) return false;
  var nodes = document.querySelectorAll('#layers .gjs-layer.gjs-selected [data-name]');
  for (var i = 0; i < nodes.length; i++) if (nodes[i].textContent === name) return true;
  return false;
})`;

function edits(page: Page, notes: string[]): Edit[] {
  let before: string[] = [];

  // A click on a section's layer that another section's layer had, as Vitrine's outliner row is
  // clicked; the pointer rests on it before the window.
  let picked = '';
  let point = { x: 0, y: 0 };
  const select: Edit = {
    name: 'select',
    async prepare() {
      const [first, second] = await topNames(page);
      const current = await inPage<string | null>(
        page,
        'var s = editor.getSelected(); return s ? s.getName() : null;',
      );
      picked = current === first ? second! : first!;
      const box = (await page.evaluate(`(${LAYER_SELECT_BOX})(${JSON.stringify(picked)})`)) as Box | null;
      if (!box) throw new Error(`GrapesJS: the layer ${picked} is not visible`);
      point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      await page.mouse.move(point.x, point.y);
    },
    act: () => page.mouse.click(point.x, point.y),
    async done() {
      // One check per animation frame, as Vitrine's outliner is awaited.
      await page.waitForFunction(`${LAYER_SELECTED}(${JSON.stringify(picked)})`, undefined, {
        polling: 'raf',
        timeout: 10_000,
      });
    },
  };
  // A click on a cell in the canvas, in sections 2 and 3 in turn, as in Vitrine's preview; the
  // canvas scrolls to the cell and the pointer rests on it before the window.
  let cell = '';
  const canvasSelect: Edit = {
    name: 'canvas-select',
    async prepare(index) {
      const text = `${2 + (index % 2)}.1.3`;
      cell = `Cell ${text}`;
      const box = (await page.evaluate(`(${CANVAS_CELL_BOX})(${JSON.stringify(text)})`)) as Box | null;
      if (!box) throw new Error(`GrapesJS: the canvas shows no cell ${text}`);
      point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      await page.mouse.move(point.x, point.y);
      await page.waitForTimeout(50);
    },
    act: () => page.mouse.click(point.x, point.y),
    async done() {
      await page.waitForFunction(`${CANVAS_SELECTED}(${JSON.stringify(cell)})`, undefined, {
        polling: 'raf',
        timeout: 10_000,
      });
    },
  };

  const rename: Edit = {
    name: 'rename',
    async prepare(index) {
      const [current] = await topNames(page);
      await page
        .locator('#layers [data-name]')
        .filter({ hasText: new RegExp(`^${current}$`) })
        .first()
        .dblclick();
      await page.keyboard.press('Control+a');
      await page.keyboard.type(`Section renamed ${index}`);
    },
    act: () => page.keyboard.press('Enter'),
    done: (index) =>
      until(async () => (await topNames(page))[0] === `Section renamed ${index}`, 'the rename'),
  };

  let viaApi = false;
  let dragged = false;
  const moved = async () => (await topNames(page))[1] === before[0];
  const move: Edit = {
    name: 'move',
    async prepare() {
      before = await topNames(page);
      dragged = false;
      if (viaApi) return;
      const boxes = (await page.evaluate(`(${LAYER_BOXES})(${JSON.stringify(before)})`)) as {
        handle: Box | null;
        target: Box | null;
      };
      if (!boxes.handle || !boxes.target) {
        viaApi = true;
        return;
      }
      const { handle, target } = boxes;
      await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
      await page.mouse.down();
      await page.mouse.move(handle.x + handle.width / 2, handle.y + 12, { steps: 3 });
      await page.mouse.move(target.x + 60, target.y + target.height * 0.9, { steps: 6 });
      await page.mouse.move(target.x + 61, target.y + target.height * 0.9, { steps: 2 });
      dragged = true;
    },
    async act() {
      if (dragged) {
        await page.mouse.up();
        for (let tries = 0; tries < 40; tries++) {
          if (await moved()) return;
          await page.waitForTimeout(25);
        }
        viaApi = true;
        notes.push('GrapesJS layer drag did not move under automation; its moves use the component API');
      }
      await inPage(page, 'var w = editor.getWrapper(); w.components().at(0).move(w, { at: 2 });');
    },
    done: () => until(moved, 'the move'),
  };

  let padding = 0;
  const style: Edit = {
    name: 'style',
    async prepare(index) {
      padding = index + 1;
    },
    act: () => inPage(page, "editor.getComponents().at(0).addStyle({ padding: arg + 'px' });", padding),
    done: () =>
      until(
        () =>
          inPage<boolean>(
            page,
            'var el = editor.getComponents().at(0).getEl(); return !!el && el.ownerDocument.defaultView.getComputedStyle(el).paddingTop === arg + "px";',
            padding,
          ),
        'the padding in the canvas',
      ),
  };

  let count = 0;
  const insert: Edit = {
    name: 'insert',
    async prepare() {
      count = await inPage<number>(page, 'return editor.getComponents().at(0).components().length;');
    },
    act: () =>
      inPage(
        page,
        "editor.getComponents().at(0).append({ tagName: 'p', name: 'Text', components: 'Text' });",
      ),
    done: () =>
      until(
        () =>
          inPage<boolean>(
            page,
            'var c = editor.getComponents().at(0).components(); return c.length === arg + 1 && !!c.at(c.length - 1).getEl();',
            count,
          ),
        'the inserted paragraph',
      ),
  };

  const undo: Edit = {
    name: 'undo',
    async prepare() {
      count = await inPage<number>(page, 'return editor.getComponents().at(0).components().length;');
    },
    act: () => inPage(page, 'editor.UndoManager.undo();'),
    done: () =>
      until(
        () =>
          inPage<boolean>(
            page,
            'return editor.getComponents().at(0).components().length === arg - 1;',
            count,
          ),
        'the undone insert',
      ),
  };
  return [rename, move, style, select, canvasSelect, insert, undo];
}

export async function measureGrapes(
  page: Page,
  url: string,
  runs: number,
  elements: number,
  only?: readonly EditName[],
): Promise<EditorFigures> {
  const notes: string[] = [];
  // GrapesJS builds its components synchronously before 'load': wait as long as it takes.
  await page.goto(url, { waitUntil: 'commit', timeout: 600_000 });
  const firstName = page.locator('#layers [data-name]').first();
  await firstName.waitFor({ timeout: 600_000 });
  await page.locator('#layers [data-toggle-select]').first().click();
  await page.locator('#layers .gjs-layer.gjs-selected').first().waitFor();
  const interactiveMs = await page.evaluate(() => performance.now());
  // The canvas frame shows the last component once GrapesJS has rendered the whole tree.
  await until(
    () =>
      inPage<boolean>(
        page,
        'var w = editor.getWrapper(); var all = w.find("p"); var last = all[all.length - 1]; return !!last && !!last.getEl() && last.getEl().isConnected;',
      ),
    'the canvas',
  );
  const canvasMs = await page.evaluate(
    () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now()))),
  );
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
  const heap = await heapBytes(cdp);
  console.log(`GrapesJS ${elements}: interactive after ${interactiveMs.toFixed(0)} ms`);
  const chosen = edits(page, notes).filter((edit) => !only || only.includes(edit.name));
  const { figures } = await measureEdits(page, cdp, chosen, runs, { react: false });
  await cdp.detach();
  return {
    elements,
    interactiveMs,
    canvasMs,
    heapBytes: heap,
    edits: figures,
    notes: [...new Set(notes)],
  };
}
