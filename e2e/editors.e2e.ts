// The property panel's editors: a second theme chosen for a page (its colour changed in a picker
// closed at once, the change kept), event actions set up with their own controls (a page picker, a
// refused URL, add to cart) and run in the live preview, and an Image's file uploaded from its
// asset picker.
import { addPage, addPageState, insertElement, setStyle, type PropValue } from '@vitrine/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../apps/server/test/harness.ts';
import { createProject, openBuilder, row, signIn, type SignedIn } from './builder-helpers.ts';
import { openBrowser, screenshot, startStudio, type Browser } from './harness.ts';
import { editProjectDoc, firstPageId } from './preview-fixtures.ts';

const fixed = (content: unknown): PropValue => ({ type: 'static', content });

/** A 64×64 orange PNG. */
const orangePng = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#f97316' } })
    .png()
    .toBuffer();

describe('property panel editors', () => {
  let server: TestServer;
  let browser: Browser;
  let user: SignedIn;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    server = await startStudio();
    browser = await openBrowser();
    browser.page.on('pageerror', (error) => pageErrors.push(error.message));
    user = await signIn(browser.page, server, 'editors@example.com');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const preview = () => browser.page.frameLocator('[data-testid="preview-frame"]');

  async function previewColour(text: string) {
    return preview()
      .getByText(text)
      .evaluate((node) => getComputedStyle(node).color);
  }

  async function waitForColour(text: string, expected: string | ((colour: string) => boolean)) {
    const matches = typeof expected === 'string' ? (colour: string) => colour === expected : expected;
    let last = '';
    for (let attempt = 0; attempt < 150; attempt += 1) {
      last = await previewColour(text);
      if (matches(last)) return last;
      await browser.page.waitForTimeout(100);
    }
    throw new Error(`${text} is ${last} in the preview`);
  }

  it('creates a theme, changes a colour in a picker closed at once, and shows the theme on the page', async () => {
    const { page } = browser;
    const { projectId } = await createProject(server, user, 'Themes');
    await editProjectDoc(server, projectId, (doc) => {
      const pageId = firstPageId(doc);
      const text = insertElement(doc, {
        pageId,
        parentId: null,
        elementType: 'Text',
        props: { text: fixed('Themed heading'), as: fixed('h1') },
      });
      setStyle(doc, {
        pageId,
        elementId: text,
        property: 'color',
        value: {
          type: 'style',
          content: { type: 'token', group: 'colors', key: 'primary', value: '#f97316' },
        },
      });
    });
    await openBuilder(page, server, projectId);
    await waitForColour('Themed heading', 'rgb(249, 115, 22)');

    await page.getByTestId('selection-panel').getByRole('tab', { name: 'Theme' }).click();
    const picker = page.getByTestId('theme-picker');
    await picker.getByRole('button', { name: 'New theme' }).click();
    expect(await picker.getByLabel('Theme', { exact: true }).inputValue()).toBe('Theme');
    const name = picker.getByLabel('Theme name');
    await name.fill('Dark');
    await name.press('Enter');
    expect(await picker.getByLabel('Theme', { exact: true }).inputValue()).toBe('Dark');

    // Built-in colours take other values outside 'default'. The picker is closed right after the
    // click, well inside the 200 ms debounce: the change must still land.
    const swatch = page.getByTestId('token-primary').getByRole('button', { name: 'primary colour' });
    const before = await swatch.evaluate((node) => getComputedStyle(node).backgroundColor);
    await swatch.click();
    const area = page.getByTestId('color-picker').getByRole('slider', { name: 'Color' });
    const box = (await area.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.2, box.y + box.height * 0.8);
    await page.keyboard.press('Escape');
    await page.getByTestId('color-picker').waitFor({ state: 'detached' });
    let after = before;
    for (let attempt = 0; attempt < 50 && after === before; attempt += 1) {
      await page.waitForTimeout(100);
      after = await swatch.evaluate((node) => getComputedStyle(node).backgroundColor);
    }
    expect(after).not.toBe(before);
    // The page still shows 'default' until it chooses 'Dark'.
    expect(await previewColour('Themed heading')).toBe('rgb(249, 115, 22)');

    await picker.getByLabel("Theme of page 'Page 1'").selectOption('Dark');
    await waitForColour('Themed heading', after);
    expect(await picker.getByLabel('Theme', { exact: true }).locator('option:checked').textContent()).toBe(
      'Dark (shown on this page)',
    );
    await screenshot(page, 'editors-themes');

    await picker.getByRole('button', { name: 'Duplicate theme' }).click();
    expect(await picker.getByLabel('Theme', { exact: true }).inputValue()).toBe('Dark copy');
    await picker.getByRole('button', { name: 'Delete theme' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await picker.getByLabel("Theme of page 'Page 1'").selectOption('default');
    await waitForColour('Themed heading', 'rgb(249, 115, 22)');
    const options = await picker.getByLabel('Theme', { exact: true }).locator('option').allTextContents();
    expect(options).toEqual(['default (shown on this page)', 'Dark']);
  });

  it('sets up event actions with their own controls and runs them in the live preview', async () => {
    const { page } = browser;
    const { projectId } = await createProject(server, user, 'Actions');
    let pageId = '';
    await editProjectDoc(server, projectId, (doc) => {
      pageId = firstPageId(doc);
      addPageState(doc, { pageId, name: 'count', type: 'number', defaultValue: 1 });
      insertElement(doc, { pageId, parentId: null, elementType: 'Button', props: { label: fixed('Buy') } });
      const checkout = addPage(doc, { label: 'Checkout' });
      insertElement(doc, {
        pageId: checkout,
        parentId: null,
        elementType: 'Text',
        props: { text: fixed('Checkout page') },
      });
    });
    await openBuilder(page, server, projectId);
    await row(page, 'Button').click();
    const panel = page.getByTestId('property-panel');
    await panel.getByRole('button', { name: 'Event interactions' }).click();
    const section = page.getByTestId('event-interactions');
    await section.getByRole('button', { name: 'Add interaction' }).click();

    let added = 0;
    const addAction = async (label: string) => {
      await section.getByRole('button', { name: 'Add action' }).click();
      const action = section.getByTestId('event-action').nth(added++);
      await action.getByLabel('Action').selectOption({ label });
      return action;
    };

    const cart = await addAction('Add to cart');
    await cart.getByLabel('Product id').fill('chair-01');
    await cart.getByLabel('Product id').press('Enter');
    await cart.getByLabel('Product name').fill('Lounge chair');
    await cart.getByLabel('Product name').press('Enter');
    await cart.getByLabel('Quantity').fill('2');
    await cart.getByLabel('Quantity').press('Enter');
    await cart.getByLabel('Base price').fill('499');
    await cart.getByLabel('Base price').press('Enter');

    const state = await addAction('Set state');
    await state.getByLabel('State').selectOption('count');
    expect(await state.getByLabel('Value').getAttribute('type')).toBe('number');
    // A number input takes no letters; an empty one is refused with the reason.
    await state.getByLabel('Value').fill('');
    await state.getByLabel('Value').press('Enter');
    await state.getByText('Enter a number').waitFor();

    const url = await addAction('Open URL');
    await url.getByLabel('URL').fill('javascript:alert(1)');
    await url.getByLabel('URL').press('Enter');
    await url.getByText('Only http(s), mailto:, tel: and relative URLs can be opened').waitFor();
    await url.getByTestId('action-incomplete').waitFor();

    const go = await addAction('Go to page');
    expect(await go.getByLabel('Page').locator('option').allTextContents()).toEqual([
      'Choose a page…',
      'Page 1',
      'Checkout',
    ]);
    await go.getByLabel('Page').selectOption({ label: 'Checkout' });
    await screenshot(page, 'editors-event-actions');

    // The unfinished URL and state actions go; add to cart and go to page stay.
    await url.getByRole('button', { name: 'Remove' }).click();
    await state.getByRole('button', { name: 'Remove' }).click();
    await expect(section.getByTestId('event-action').count()).resolves.toBe(2);

    const live = await browser.context.newPage();
    try {
      await live.goto(`${server.url}/preview/?projectId=${projectId}&pageId=${pageId}`);
      const root = live.getByTestId('preview-root');
      await root.getByRole('button', { name: 'Buy' }).waitFor();
      await live.evaluate(() => {
        const store = window as unknown as { carted: unknown[] };
        store.carted = [];
        window.addEventListener('vitrine:add-to-cart', (event) =>
          store.carted.push((event as CustomEvent).detail),
        );
      });
      await root.getByRole('button', { name: 'Buy' }).click();
      await root.getByText('Checkout page').waitFor();
      const carted = await live.evaluate(() => (window as unknown as { carted: unknown[] }).carted);
      expect(carted).toEqual([
        {
          productId: 'chair-01',
          name: 'Lounge chair',
          quantity: 2,
          unitPrice: 499,
          currency: 'INR',
          options: [],
        },
      ]);
    } finally {
      await live.close();
    }
  });

  it("uploads an Image's file from its asset picker and shows it in the preview", async () => {
    const { page } = browser;
    const { projectId } = await createProject(server, user, 'Pictures');
    await editProjectDoc(server, projectId, (doc) => {
      insertElement(doc, { pageId: firstPageId(doc), parentId: null, elementType: 'Image' });
    });
    await openBuilder(page, server, projectId);
    await row(page, 'Image').click();
    const panel = page.getByTestId('property-panel');
    await panel.getByRole('button', { name: 'General' }).click();
    const trigger = page.getByTestId('prop-src').getByRole('button', { name: 'Image', exact: true });
    await trigger.click();
    const picker = page.getByTestId('asset-picker');
    await picker.getByText('No .jpg .jpeg .png .webp .svg .gif files in the library yet').waitFor();
    await picker.getByTestId('asset-picker-upload').setInputFiles({
      name: 'swatch.png',
      mimeType: 'image/png',
      buffer: await orangePng(),
    });
    await trigger.getByText('swatch.png').waitFor();
    const image = preview().locator('img[src^="/files/"]');
    await image.waitFor();
    expect(await image.getAttribute('src')).toMatch(/\/files\/.+\/swatch\.png$/);

    await trigger.click();
    await picker.getByRole('option', { name: 'swatch.png' }).locator('img[src$=".webp"]').waitFor();
    await picker.getByLabel('Search files').fill('swa');
    expect(await picker.getByRole('option').count()).toBe(1);
    await screenshot(page, 'editors-asset-picker');
    await page.keyboard.press('Escape');
    expect(pageErrors).toEqual([]);
  });
});
