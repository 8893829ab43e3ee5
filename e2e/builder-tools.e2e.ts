// The builder's tools around the outliner: the 'Component diagnostics (N)' panel leads to the
// element with a problem; styling copied from one element pastes onto another; a subtree exported
// to 'components.json' imports elsewhere with new ids; the page's device sizes the preview frame.
// Each story has a project of its own; screenshots of each.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertElement, type NewElement, type PropValue, type StyleValue } from '@vitrine/core';
import type { TestServer } from '../apps/server/test/harness.ts';
import {
  api,
  clickInPreview,
  createProject,
  openBuilder,
  row,
  signIn,
  waitForOutline,
  type SignedIn,
} from './builder-helpers.ts';
import { openBrowser, screenshot, startStudio, type Browser } from './harness.ts';
import { editProjectDoc, firstPageId } from './preview-fixtures.ts';

const fixed = (content: unknown): PropValue => ({ type: 'static', content });
const colour = (value: string): StyleValue => ({ type: 'style', content: { type: 'color', value } });
const rem = (value: number): StyleValue => ({ type: 'style', content: { type: 'unit', value, unit: 'rem' } });

/** The preview's element showing `text`. */
const previewText = (page: Page, text: string) =>
  page.frameLocator('[data-testid="preview-frame"]').locator('[data-element-id]', { hasText: text }).last();

/** The preview frame itself (to run code in it). */
function previewFrameOf(page: Page) {
  const frame = page.frames().find((candidate) => candidate.url().includes('/preview/'));
  if (!frame) throw new Error('the preview frame is missing');
  return frame;
}

/** Waits until the computed `property` of the preview element showing `text` is `expected`. */
async function waitForPreviewStyle(page: Page, text: string, property: string, expected: string) {
  const deadline = Date.now() + 15_000;
  let last = '';
  while (Date.now() < deadline) {
    last = await previewText(page, text).evaluate(
      (node, name) => getComputedStyle(node).getPropertyValue(name),
      property,
    );
    if (last === expected) return;
    await page.waitForTimeout(100);
  }
  throw new Error(`Preview "${text}" ${property} is ${last}, expected ${expected}`);
}

const menuItem = (page: Page, name: string) =>
  page.getByTestId('outliner-context-menu').getByRole('menuitem', { name });

interface StoredElement {
  id: string;
  name: string;
  parent: string | null;
  children: string[];
  props: Record<string, unknown>;
  styles: Record<string, unknown>;
}

/** The first page's elements as the server holds them (the live room included). */
async function storedElements(server: TestServer, user: SignedIn, projectId: string) {
  const project = await api<{ pages: Record<string, { elements: Record<string, StoredElement> }> }>(
    server,
    user.accessToken,
    'GET',
    `/v2/projects/${projectId}`,
  );
  const [page] = Object.values(project.pages);
  return Object.values(page?.elements ?? {});
}

describe('builder tools', () => {
  let server: TestServer;
  let browser: Browser;
  let user: SignedIn;

  beforeAll(async () => {
    server = await startStudio();
    browser = await openBrowser();
    user = await signIn(browser.page, server, 'lin@example.com');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('lists elements with problems and leads from an entry to its element', async () => {
    const { page } = browser;
    const { projectId } = await createProject(server, user, 'Diagnostics story');
    await editProjectDoc(server, projectId, (doc) => {
      const pageId = firstPageId(doc);
      const hero = insertElement(doc, { pageId, parentId: null, elementType: 'Flex', name: 'Hero' });
      const card = insertElement(doc, { pageId, parentId: hero, elementType: 'Flex', name: 'Card' });
      insertElement(doc, {
        pageId,
        parentId: card,
        elementType: 'Image',
        name: 'Product photo',
        props: { src: { type: 'reference', referenceType: 'asset', content: 'no-such-asset' } },
      });
      insertElement(doc, {
        pageId,
        parentId: null,
        elementType: 'Text',
        name: 'Price',
        props: { text: fixed({ amount: 120 }) },
      });
    });
    await openBuilder(page, server, projectId);
    await waitForOutline(page, [
      { label: 'Hero', level: 1 },
      { label: 'Price', level: 1 },
    ]);

    const panel = page.getByTestId('diagnostics');
    await panel.getByRole('button', { name: 'Component diagnostics (2)' }).click();
    const entry = (label: string) => panel.getByRole('button', { name: new RegExp(`^${label}`) });
    await entry('Product photo').hover();
    await page.getByRole('tooltip').getByText('Asset of "src" was not found').waitFor();
    await screenshot(page, 'builder-diagnostics');

    await entry('Product photo').click();
    await waitForOutline(page, [
      { label: 'Hero', level: 1 },
      { label: 'Card', level: 2 },
      { label: 'Product photo', level: 3 },
      { label: 'Price', level: 1 },
    ]);
    expect(await row(page, 'Product photo').getAttribute('aria-selected')).toBe('true');
    expect(await row(page, 'Hero').getAttribute('aria-selected')).toBe('false');

    await entry('Price').hover();
    await page.getByRole('tooltip').getByText('Prop "text" must be text').waitFor();
    await entry('Price').click();
    expect(await row(page, 'Price').getAttribute('aria-selected')).toBe('true');
    // Removing the element removes its entry.
    await page.keyboard.press('Delete');
    await panel.getByRole('button', { name: 'Component diagnostics (1)' }).waitFor();
  });

  it('warns of text with too little contrast and of images without alternative text', async () => {
    const { page } = browser;
    const { projectId } = await createProject(server, user, 'Accessibility story');
    await editProjectDoc(server, projectId, (doc) => {
      const pageId = firstPageId(doc);
      const band = insertElement(doc, {
        pageId,
        parentId: null,
        elementType: 'Flex',
        name: 'Band',
        styles: { backgroundColor: colour('#f9fafb') },
      });
      insertElement(doc, {
        pageId,
        parentId: band,
        elementType: 'Text',
        name: 'Faint note',
        props: { text: fixed('Ships in a week') },
        styles: { color: colour('#f97316') },
      });
      insertElement(doc, {
        pageId,
        parentId: band,
        elementType: 'Text',
        name: 'Readable note',
        props: { text: fixed('Free returns') },
        styles: { color: colour('#c2410c') },
      });
      insertElement(doc, {
        pageId,
        parentId: null,
        elementType: 'Image',
        name: 'Lamp photo',
        props: { src: fixed('/assets/warm-desk-lamp.png') },
      });
    });
    await openBuilder(page, server, projectId);
    const panel = page.getByTestId('diagnostics');
    await panel.getByRole('button', { name: 'Component diagnostics (2)' }).click();
    const entry = (label: string) => panel.getByRole('button', { name: new RegExp(`^${label}`) });
    await entry('Lamp photo').hover();
    await expect
      .poll(() => page.getByRole('tooltip').textContent(), { timeout: 15_000 })
      .toMatch(/the file name "Warm desk lamp" stands in/);
    await page.keyboard.press('Escape');
    await page.mouse.move(700, 700);
    await entry('Faint note').hover();
    await expect
      .poll(() => page.getByRole('tooltip').textContent(), { timeout: 15_000 })
      .toMatch(/contrast 2\.\d+:1 on its background, below the 4\.5:1/);
    await screenshot(page, 'builder-accessibility-diagnostics');
    expect(
      await page
        .frameLocator('[data-testid="preview-frame"]')
        .locator('img[data-element-id]')
        .getAttribute('alt'),
    ).toBe('Warm desk lamp');
  });

  it('copies the styling of one element and pastes it onto another', async () => {
    const { page } = browser;
    const { projectId } = await createProject(server, user, 'Styling story');
    await editProjectDoc(server, projectId, (doc) => {
      const pageId = firstPageId(doc);
      const text = (name: string, content: string, extra: Pick<NewElement, 'props' | 'styles'> = {}) =>
        insertElement(doc, {
          pageId,
          parentId: null,
          elementType: 'Text',
          name,
          ...extra,
          props: { text: fixed(content), ...extra.props },
        });
      text('Source', 'Styled source', {
        props: { css: fixed({ 'font-style': 'italic' }) },
        styles: { color: colour('rgb(220, 38, 38)'), fontSize: rem(2) },
      });
      text('Target', 'Plain target');
      text('Plain', 'Plain text');
      const canvas = insertElement(doc, {
        pageId,
        parentId: null,
        elementType: 'Canvas',
        name: 'Scene',
        props: { shadowQuality: fixed('off') },
      });
      insertElement(doc, { pageId, parentId: canvas, elementType: 'mesh', name: 'Box' });
    });
    await openBuilder(page, server, projectId);
    await waitForOutline(page, [
      { label: 'Source', level: 1 },
      { label: 'Target', level: 1 },
      { label: 'Plain', level: 1 },
      { label: 'Scene', level: 1 },
    ]);
    const plainSize = await previewText(page, 'Plain text').evaluate(
      (node) => getComputedStyle(node).fontSize,
    );
    await waitForPreviewStyle(page, 'Styled source', 'color', 'rgb(220, 38, 38)');

    // From the context menu, onto the target with the keyboard.
    await row(page, 'Source').click({ button: 'right' });
    await menuItem(page, 'Copy Styling Props').click();
    await page.getByText('Copied advanced styles !').waitFor();
    await row(page, 'Target').click();
    await page.keyboard.press('Control+Shift+V');
    await page.getByText('Pasted advanced styles !').waitFor();
    await waitForPreviewStyle(page, 'Plain target', 'color', 'rgb(220, 38, 38)');
    await waitForPreviewStyle(page, 'Plain target', 'font-size', '32px');
    await waitForPreviewStyle(page, 'Plain target', 'font-style', 'italic');
    await screenshot(page, 'builder-paste-styling');

    // With the keyboard from an unstyled element, onto the target from the menu: plain again.
    await row(page, 'Plain').click();
    await page.keyboard.press('Control+Shift+C');
    await row(page, 'Target').click({ button: 'right' });
    await menuItem(page, 'Paste Styling Props').click();
    await waitForPreviewStyle(page, 'Plain target', 'font-style', 'normal');
    await waitForPreviewStyle(page, 'Plain target', 'font-size', plainSize);
    // The source kept its own styling.
    await waitForPreviewStyle(page, 'Styled source', 'font-size', '32px');

    // A 3D-rendered element has no DOM styling to copy.
    await row(page, 'Scene').getByRole('button', { name: 'Expand' }).click();
    await row(page, 'Box').click({ button: 'right' });
    expect(await menuItem(page, 'Copy Styling Props').getAttribute('data-disabled')).not.toBeNull();
    await page.keyboard.press('Escape');
  });

  it('exports a subtree to components.json and imports it with new ids elsewhere', async () => {
    const { page } = browser;
    const source = await createProject(server, user, 'Export story');
    await editProjectDoc(server, source.projectId, (doc) => {
      const pageId = firstPageId(doc);
      const card = insertElement(doc, {
        pageId,
        parentId: null,
        elementType: 'Flex',
        name: 'Card',
        props: { direction: fixed('column'), gap: fixed(8) },
      });
      insertElement(doc, {
        pageId,
        parentId: card,
        elementType: 'Text',
        name: 'Title',
        props: { text: fixed('Exported title'), as: fixed('h2') },
        styles: { color: colour('rgb(14, 165, 233)') },
      });
      insertElement(doc, {
        pageId,
        parentId: card,
        elementType: 'Button',
        name: 'Buy',
        props: { label: fixed('Buy now') },
      });
    });
    await openBuilder(page, server, source.projectId);
    await row(page, 'Card').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Control+e')]);
    await page.getByText('Components exported !').waitFor();
    expect(download.suggestedFilename()).toBe('components.json');
    const file = await download.path();
    const exported = JSON.parse(readFileSync(file, 'utf8')) as {
      rootId: string;
      elements: Record<string, StoredElement>;
    };
    const exportedIds = Object.keys(exported.elements);
    expect(exportedIds).toHaveLength(3);
    const original = Object.values(exported.elements);

    // Into another project, at its page root (nothing selected). File choosers are intercepted from
    // the start: turning interception on with the first waitForEvent could lose the race to ctrl+i.
    const keepIntercepting = () => {};
    page.on('filechooser', keepIntercepting);
    const target = await createProject(server, user, 'Import story');
    await openBuilder(page, server, target.projectId);
    await page.getByText('This page is empty').waitFor();
    const importFile = async () => {
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.keyboard.press('Control+i'),
      ]);
      await chooser.setFiles(file);
      await page.getByText('Components imported !').last().waitFor();
    };
    await importFile();
    await waitForOutline(page, [{ label: 'Card', level: 1 }]);
    expect(await row(page, 'Card').getAttribute('aria-selected')).toBe('true');
    await waitForPreviewStyle(page, 'Exported title', 'color', 'rgb(14, 165, 233)');

    // Again, inside the imported card: the same file twice in one page.
    await importFile();
    await waitForOutline(page, [
      { label: 'Card', level: 1 },
      { label: 'Title', level: 2 },
      { label: 'Buy', level: 2 },
      { label: 'Card', level: 2 },
    ]);
    await screenshot(page, 'builder-import-components');
    page.off('filechooser', keepIntercepting);

    const stored = await storedElements(server, user, target.projectId);
    expect(stored).toHaveLength(6);
    const ids = stored.map((element) => element.id);
    expect(new Set(ids).size).toBe(6);
    expect(ids.filter((id) => exportedIds.includes(id))).toEqual([]);
    const byId = new Map(stored.map((element) => [element.id, element]));
    for (const copy of stored) {
      const match = original.find((element) => element.name === copy.name)!;
      expect(copy.props).toEqual(match.props);
      expect(copy.styles).toEqual(match.styles);
      for (const child of copy.children) expect(byId.get(child)?.parent).toBe(copy.id);
    }
  });

  it("sizes the preview frame by the page's device", async () => {
    const { page } = browser;
    const { projectId } = await createProject(server, user, 'Device story');
    await editProjectDoc(server, projectId, (doc) => {
      const pageId = firstPageId(doc);
      insertElement(doc, {
        pageId,
        parentId: null,
        elementType: 'Text',
        props: { text: fixed('Hello device') },
      });
    });
    await openBuilder(page, server, projectId);
    await previewText(page, 'Hello device').waitFor();
    const frame = page.getByTestId('preview-frame');
    const devices = page.getByRole('radiogroup', { name: 'Device' });

    const canvas = page.getByTestId('builder-canvas');

    /** The frame lays the page out at the device's size, shown whole and centred on the canvas. */
    async function waitForDevice(name: string, width: number, height: number) {
      const deadline = Date.now() + 15_000;
      let last = '';
      while (Date.now() < deadline) {
        // The frame is sandboxed (another origin): its size is read inside it.
        const size = await previewFrameOf(page).evaluate(() => [window.innerWidth, window.innerHeight]);
        const box = await frame.boundingBox();
        const area = await canvas.boundingBox();
        last = `${size.join('x')} shown at ${JSON.stringify(box)} in ${JSON.stringify(area)}`;
        const centred =
          box &&
          area &&
          Math.abs(box.x + box.width / 2 - (area.x + area.width / 2)) < 2 &&
          Math.abs(box.y + box.height / 2 - (area.y + area.height / 2)) < 2 &&
          box.width <= area.width &&
          box.height <= area.height;
        if (
          size[0] === width &&
          size[1] === height &&
          centred &&
          Math.abs(box.width / box.height - width / height) < 0.01
        ) {
          expect(await devices.getByRole('radio', { name }).getAttribute('aria-checked')).toBe('true');
          return;
        }
        await page.waitForTimeout(100);
      }
      throw new Error(`Preview frame is ${last}, expected ${width}x${height}`);
    }

    await waitForDevice('Desktop', 1920, 937);
    await devices.getByRole('radio', { name: 'Mobile' }).click();
    await waitForDevice('Mobile', 390, 844);
    await screenshot(page, 'builder-device-mobile');
    await devices.getByRole('radio', { name: 'Tablet' }).click();
    await waitForDevice('Tablet', 768, 1024);

    // The device belongs to the page: a new page starts on desktop, the first keeps its tablet.
    await page.getByRole('button', { name: 'Add page' }).click();
    await page.getByText('This page is empty').waitFor();
    await waitForDevice('Desktop', 1920, 937);
    await page.getByTestId('page-row').filter({ hasText: 'Page 1' }).click();
    await waitForDevice('Tablet', 768, 1024);
    const stored = await api<{ pages: Record<string, { label: string; deviceType: string }> }>(
      server,
      user.accessToken,
      'GET',
      `/v2/projects/${projectId}`,
    );
    expect(
      Object.values(stored.pages)
        .map((entry) => `${entry.label}: ${entry.deviceType}`)
        .sort(),
    ).toEqual(['Page 1: TABLET', 'Page 2: DESKTOP']);
  });

  it('runs the preview sandboxed and hears the shortcuts pressed in it', async () => {
    const { page } = browser;
    const { projectId } = await createProject(server, user, 'Sandbox story');
    await editProjectDoc(server, projectId, (doc) => {
      const pageId = firstPageId(doc);
      for (const text of ['Keep me', 'Remove me'])
        insertElement(doc, { pageId, parentId: null, elementType: 'Text', props: { text: fixed(text) } });
    });
    await openBuilder(page, server, projectId);
    await previewText(page, 'Remove me').waitFor();

    // An opaque origin (Chromium gives it a process of its own): nothing in a page can reach the
    // studio's storage, where the tokens are.
    const reach = await previewFrameOf(page).evaluate(() => {
      try {
        return [self.origin, localStorage.length >= 0 ? 'storage read' : ''];
      } catch {
        return [self.origin, 'storage blocked'];
      }
    });
    expect(reach).toEqual(['null', 'storage blocked']);

    // Selected by a click in the preview, removed by Delete pressed there, back by ctrl+z there.
    await clickInPreview(page, previewText(page, 'Remove me'));
    await page.locator('[data-testid="outliner-row"][aria-selected="true"]', { hasText: 'Text' }).waitFor();
    await page.keyboard.press('Delete');
    await previewText(page, 'Remove me').waitFor({ state: 'detached' });
    await page.keyboard.press('Control+z');
    await previewText(page, 'Remove me').waitFor();

    // The frame never stays away from the preview: the preview cancels a navigation where the
    // browser lets it cancel one, and a document loading after the first replaces the frame with a
    // new preview (the browser may take longer than a moment to get there).
    await previewFrameOf(page).evaluate(() => window.location.assign('/dashboard'));
    await expect
      .poll(
        () =>
          page
            .frames()
            .map((frame) => new URL(frame.url(), 'http://x').pathname)
            .slice(1),
        {
          timeout: 15_000,
        },
      )
      .toEqual(['/preview/index.html']);
    await previewText(page, 'Keep me').waitFor();
  });
});
