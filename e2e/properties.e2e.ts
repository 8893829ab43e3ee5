// The property panel story: select an element, change its text, give it a theme colour token and a
// padding in rem, and see each change in the preview; screenshots of the panel, the colour popover
// and the theme token lists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../apps/server/test/harness.ts';
import { insertElement, type PropValue } from '@vitrine/core';
import {
  createProject,
  insertComponent,
  openBuilder,
  row,
  signIn,
  waitForOutline,
  type SignedIn,
} from './builder-helpers.ts';
import { openBrowser, screenshot, startStudio, type Browser } from './harness.ts';
import { editProjectDoc, firstPageId } from './preview-fixtures.ts';

describe('property panel', () => {
  let server: TestServer;
  let browser: Browser;
  let projectId: string;
  let user: SignedIn;

  beforeAll(async () => {
    server = await startStudio();
    browser = await openBrowser();
    user = await signIn(browser.page, server, 'grace@example.com');
    ({ projectId } = await createProject(server, user, 'Panel story'));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const preview = () =>
    browser.page.frameLocator('[data-testid="preview-frame"]').locator('[data-element-id]').first();

  async function waitForStyle(property: string, expected: string) {
    const deadline = Date.now() + 15_000;
    let last = '';
    while (Date.now() < deadline) {
      last = await preview().evaluate(
        (node, name) => getComputedStyle(node).getPropertyValue(name),
        property,
      );
      if (last === expected) return;
      await browser.page.waitForTimeout(100);
    }
    throw new Error(`Preview ${property} is ${last}, expected ${expected}`);
  }

  it('changes the selected text element from its generated controls', async () => {
    const { page } = browser;
    await openBuilder(page, server, projectId);
    await insertComponent(page, 'Text');
    await waitForOutline(page, [{ label: 'Text', level: 1 }]);
    const panel = page.getByTestId('property-panel');
    await panel.getByText('Text · Typography').waitFor();
    await panel.getByRole('button', { name: 'General' }).click();
    const text = page.getByTestId('prop-text').getByLabel('Text', { exact: true });
    await text.fill('Hello shoppers');
    await text.press('Enter');
    await preview().getByText('Hello shoppers').waitFor();
  });

  it('sets the text colour from a theme token through the colour popover', async () => {
    const { page } = browser;
    const panel = page.getByTestId('property-panel');
    await panel.getByRole('button', { name: 'Typography' }).click();
    await page.getByTestId('style-color').getByRole('button', { name: 'Text colour colour' }).click();
    const popover = page.getByTestId('color-popover');
    await popover.waitFor();
    expect(await popover.evaluate((node) => node.getBoundingClientRect().width)).toBe(275);
    const search = popover.getByPlaceholder('Search tokens');
    await search.fill('nothing like this');
    await popover.getByText("That's a miss").waitFor();
    await search.fill('prim');
    await screenshot(page, 'properties-colour-popover');
    await popover.getByRole('button', { name: /primary/ }).click();
    await waitForStyle('color', 'rgb(249, 115, 22)');
    await page.keyboard.press('Escape');
    await page.getByTestId('style-color').getByText('primary').waitFor();
  });

  it('sets the padding in rem', async () => {
    const { page } = browser;
    const panel = page.getByTestId('property-panel');
    await panel.getByRole('button', { name: 'Spacing' }).click();
    const row = page.getByTestId('style-padding');
    await row.getByLabel('Padding unit').selectOption('rem');
    const input = row.getByLabel('Padding', { exact: true });
    await input.fill('1.5');
    await input.press('Enter');
    await waitForStyle('padding-top', '24px');
    await screenshot(page, 'properties-panel');
  });

  it('shares each edit with a collaborator as it happens, one undo step each', async () => {
    const { page } = browser;
    const other = await openBrowser();
    try {
      await signIn(other.page, server, 'grace@example.com');
      await openBuilder(other.page, server, projectId);
      await other.page.getByTestId('outliner-row').first().click();
      await other.page.getByTestId('property-panel').getByRole('button', { name: 'Spacing' }).click();
      const padding = other.page.getByTestId('style-padding');
      expect(await padding.getByLabel('Padding', { exact: true }).inputValue()).toBe('1.5');
      expect(await padding.getByLabel('Padding unit').inputValue()).toBe('rem');

      await other.page.getByTestId('property-panel').getByRole('button', { name: 'General' }).click();
      const text = other.page.getByTestId('prop-text').getByLabel('Text', { exact: true });
      await text.fill('Seen by both');
      await text.press('Enter');
      await preview().getByText('Seen by both').waitFor();

      // Undo on this side takes back this side's last edit only: the padding.
      await page.getByRole('button', { name: 'Undo (ctrl+z)' }).click();
      await waitForStyle('padding-top', '0px');
      await preview().getByText('Seen by both').waitFor();
    } finally {
      await other.close();
    }
  });

  it('lists the theme tokens with the default ones read-only', async () => {
    const { page } = browser;
    await page.getByTestId('selection-panel').getByRole('tab', { name: 'Theme' }).click();
    const colours = page.getByTestId('theme-colors');
    await colours.waitFor();
    await page.getByRole('button', { name: 'Add token (Colours)' }).click();
    const custom = page.getByTestId('token-customToken');
    await custom.waitFor();
    expect(await custom.getByRole('button', { name: 'Remove token' }).count()).toBe(1);
    expect(
      await page.getByTestId('token-primary').getByRole('button', { name: 'Remove token' }).count(),
    ).toBe(0);
    await screenshot(page, 'properties-theme-tokens');
  });

  /** The computed background of a swatch: the CSS colour the element should show. */
  const swatchColour = (name: string) =>
    browser.page
      .getByTestId(`token-${name}`)
      .getByRole('button', { name: `${name} colour` })
      .evaluate((node) => getComputedStyle(node).backgroundColor);

  it('renames the custom colour token and gives it to the text as its colour', async () => {
    const { page } = browser;
    const name = page.getByTestId('token-customToken').getByLabel('Token name');
    await name.fill('brand');
    await name.press('Enter');
    await page.getByTestId('token-brand').waitFor();
    expect(await page.getByTestId('token-customToken').count()).toBe(0);
    const before = await swatchColour('brand');

    await page.getByTestId('selection-panel').getByRole('tab', { name: 'Properties' }).click();
    const colour = page.getByTestId('style-color');
    if (!(await colour.isVisible())) {
      await page.getByTestId('property-panel').getByRole('button', { name: 'Typography' }).click();
    }
    await colour.getByRole('button', { name: 'Text colour colour' }).click();
    const popover = page.getByTestId('color-popover');
    await popover.getByPlaceholder('Search tokens').fill('brand');
    await popover.getByRole('button', { name: /brand/ }).click();
    await waitForStyle('color', before);
    await page.keyboard.press('Escape');
    await colour.getByText('brand').waitFor();
    await screenshot(page, 'properties-dom');
  });

  it("follows the token's new value in the preview", async () => {
    const { page } = browser;
    await page.getByTestId('selection-panel').getByRole('tab', { name: 'Theme' }).click();
    const before = await swatchColour('brand');
    await page.getByTestId('token-brand').getByRole('button', { name: 'brand colour' }).click();
    // A click in the saturation area picks a darker, less saturated colour than the warm orange.
    const area = page.getByTestId('color-picker').getByRole('slider', { name: 'Color' });
    const box = (await area.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.7);
    let after = before;
    for (let attempt = 0; attempt < 100 && after === before; attempt += 1) {
      await page.waitForTimeout(100);
      after = await swatchColour('brand');
    }
    expect(after).not.toBe(before);
    // Closed only once the debounced change is in: closing unmounts the picker and its timer.
    await page.keyboard.press('Escape');
    await waitForStyle('color', after);
  });

  it("shows a 3D element's rotation in degrees", async () => {
    const { page } = browser;
    const scene = await createProject(server, user, 'Panel scene');
    const statically = (content: unknown): PropValue => ({ type: 'static', content });
    await editProjectDoc(server, scene.projectId, (doc) => {
      const pageId = firstPageId(doc);
      const canvas = insertElement(doc, {
        pageId,
        parentId: null,
        elementType: 'Canvas',
        props: { shadowQuality: statically('off') },
      });
      const mesh = insertElement(doc, {
        pageId,
        parentId: canvas,
        elementType: 'mesh',
        props: { rotation: statically([Math.PI / 4, Math.PI / 6, 0]) },
      });
      insertElement(doc, { pageId, parentId: mesh, elementType: 'boxGeometry', props: {} });
      insertElement(doc, {
        pageId,
        parentId: mesh,
        elementType: 'meshStandardMaterial',
        props: { color: statically('#ef4444') },
      });
    });
    await openBuilder(page, server, scene.projectId);
    await row(page, 'Canvas').first().getByRole('button', { name: 'Expand' }).click();
    await row(page, 'Mesh').first().click();
    const panel = page.getByTestId('property-panel');
    await panel.getByRole('button', { name: 'Transform' }).click();
    const rotation = page.getByTestId('prop-rotation');
    expect(await rotation.getByLabel('Rotation x').inputValue()).toBe('45');
    expect(await rotation.getByLabel('Rotation y').inputValue()).toBe('30');
    expect(await rotation.getByLabel('Rotation z').inputValue()).toBe('0');
    await screenshot(page, 'properties-3d');
  });
});
