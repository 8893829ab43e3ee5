// The builder story: components inserted through the insert dialog show in the outliner and the
// preview; wrap, duplicate and remove; reorder and reparent by drag and drop; undo back to the empty
// page and redo; the page list; screenshots of the empty page, nested elements, the insert dialog
// and the context menu.
import type { Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../apps/server/test/harness.ts';
import {
  chooseComponent,
  createProject,
  insertComponent,
  openBuilder,
  outline,
  row,
  signIn,
  waitForOutline,
  waitForPreviewCount,
} from './builder-helpers.ts';
import { openBrowser, screenshot, startStudio, type Browser } from './harness.ts';

describe('builder', () => {
  let server: TestServer;
  let browser: Browser;
  let projectId: string;

  beforeAll(async () => {
    server = await startStudio();
    browser = await openBrowser();
    const user = await signIn(browser.page, server, 'ada@example.com');
    ({ projectId } = await createProject(server, user, 'Shop front'));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('opens the empty page with the toolbar, page list and a connected status', async () => {
    const { page } = browser;
    const scripts: string[] = [];
    const onRequest = (request: Request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    };
    page.on('request', onRequest);
    await openBuilder(page, server, projectId);
    page.off('request', onRequest);
    // The studio's icons come bundled with its screens, not as one-icon modules fetched one by one
    // (only the few the page renderer shares remain modules of their own, and a handful that the
    // lazily loaded dashboard frame and sign-in path share with the builder).
    const iconModules = scripts.filter((path) => /^\/assets\/Icon[A-Z]\w*-[\w-]+\.js$/.test(path));
    expect(iconModules.length).toBeLessThan(16);
    await page.getByText('This page is empty').waitFor();
    await page.getByTestId('project-name').getByText('Shop front').waitFor();
    await page.locator('[data-testid="connection-dot"][data-status="connected"]').waitFor();
    expect(await page.getByTestId('page-row').allTextContents()).toEqual(['Page 1']);
    expect(await page.getByRole('button', { name: 'Undo (ctrl+z)' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Redo (ctrl+shift+z)' }).isDisabled()).toBe(true);
    await screenshot(page, 'builder-empty-page');
  });

  it('inserts components through the dialog into the outliner and the preview', async () => {
    const { page } = browser;
    await insertComponent(page, 'Flex');
    await waitForOutline(page, [{ label: 'Flex', level: 1 }]);
    // The new element is selected, so the next insert goes inside it.
    expect(await row(page, 'Flex').getAttribute('aria-selected')).toBe('true');

    await page.getByTestId('insert-button').click();
    await page.getByTestId('insert-target').getByText('Flex').waitFor();
    await page.getByPlaceholder('Start typing to search for the component').fill('butt');
    await page.getByRole('option').first().waitFor();
    await screenshot(page, 'builder-insert-dialog');
    await page.getByPlaceholder('Start typing to search for the component').fill('zzzz');
    await page.getByText('Not results found.').waitFor();
    await chooseComponent(page, 'Button');
    await waitForOutline(page, [
      { label: 'Flex', level: 1 },
      { label: 'Button', level: 2 },
    ]);

    await row(page, 'Flex').click();
    await insertComponent(page, 'Text');
    await waitForOutline(page, [
      { label: 'Flex', level: 1 },
      { label: 'Button', level: 2 },
      { label: 'Text', level: 2 },
    ]);
    await waitForPreviewCount(page, 3);

    // The Recent group remembers what was inserted, newest first.
    await page.getByTestId('insert-button').click();
    const recent = page.locator('[cmdk-group]').filter({ hasText: 'Recent' });
    expect(await recent.getByRole('option').allTextContents()).toEqual([
      expect.stringContaining('Text'),
      expect.stringContaining('Button'),
      expect.stringContaining('Flex'),
    ]);
    // A modal dialog: the keyboard stays in it, the builder beneath takes no click, and a press
    // outside or Escape closes it without inserting.
    const dialog = page.getByRole('dialog', { name: 'Insert component' });
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    for (let press = 0; press < 3; press++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.mouse.click(5, 300);
    await dialog.waitFor({ state: 'detached' });
    expect(await row(page, 'Text').getAttribute('aria-selected')).toBe('true');
    await page.getByTestId('insert-button').click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await waitForPreviewCount(page, 3);
    await screenshot(page, 'builder-nested-elements');
  });

  it('wraps elements that share a parent, then duplicates and removes', async () => {
    const { page } = browser;
    await row(page, 'Button').click();
    await row(page, 'Text').click({ modifiers: ['Alt'] });
    await row(page, 'Text').click({ button: 'right' });
    await page.getByTestId('outliner-context-menu').waitFor();
    await screenshot(page, 'builder-context-menu');
    await page.getByRole('menuitem', { name: /Wrap in/ }).click();
    await chooseComponent(page, 'Flex');
    await waitForOutline(page, [
      { label: 'Flex', level: 1 },
      { label: 'Flex', level: 2 },
      { label: 'Button', level: 3 },
      { label: 'Text', level: 3 },
    ]);

    await row(page, 'Button').click();
    await page.keyboard.press('Control+d');
    await waitForOutline(page, [
      { label: 'Flex', level: 1 },
      { label: 'Flex', level: 2 },
      { label: 'Button', level: 3 },
      { label: 'Button', level: 3 },
      { label: 'Text', level: 3 },
    ]);
    await waitForPreviewCount(page, 5);

    await page.keyboard.press('Delete');
    await waitForOutline(page, [
      { label: 'Flex', level: 1 },
      { label: 'Flex', level: 2 },
      { label: 'Button', level: 3 },
      { label: 'Text', level: 3 },
    ]);
    await waitForPreviewCount(page, 4);
  });

  it('reorders and reparents by drag and drop', async () => {
    const { page } = browser;
    const drag = async (from: string, to: string, fraction: number, toIndex = 0) => {
      const source = await row(page, from).first().boundingBox();
      const target = await row(page, to).nth(toIndex).boundingBox();
      if (!source || !target) throw new Error('rows not visible');
      await page.mouse.move(source.x + 40, source.y + source.height / 2);
      await page.mouse.down();
      await page.mouse.move(source.x + 40, source.y + source.height / 2 + 8, { steps: 4 });
      await page.mouse.move(target.x + 40, target.y + target.height * fraction, { steps: 8 });
      await page.mouse.move(target.x + 41, target.y + target.height * fraction, { steps: 2 });
      await page.mouse.up();
    };
    // Text above Button (upper 25 % of the Button row).
    await drag('Text', 'Button', 0.1);
    await waitForOutline(page, [
      { label: 'Flex', level: 1 },
      { label: 'Flex', level: 2 },
      { label: 'Text', level: 3 },
      { label: 'Button', level: 3 },
    ]);
    // Button into the outer Flex (middle of its row): it becomes its last child.
    await drag('Button', 'Flex', 0.5, 0);
    const moved = [
      { label: 'Flex', level: 1 },
      { label: 'Flex', level: 2 },
      { label: 'Text', level: 3 },
      { label: 'Button', level: 2 },
    ];
    await waitForOutline(page, moved);
    // The outliner mounted again over a page it already knows (the library tab and back) shows it.
    await page.getByTestId('sidebar-tab-PROJECT_ASSETS').click();
    await page.getByTestId('sidebar-tab-ELEMENTS').click();
    await waitForOutline(page, moved);
  });

  it('undoes back to the empty page and redoes to the latest change', async () => {
    const { page } = browser;
    await page.getByTestId('builder-canvas').click({ position: { x: 8, y: 8 } });
    for (let i = 0; i < 20 && (await outline(page)).length > 0; i++) {
      await page.keyboard.press('Control+z');
    }
    await page.getByText('This page is empty').waitFor();
    await waitForPreviewCount(page, 0);
    await page.keyboard.press('Control+z');
    await page.getByText('Already on the oldest changes !').waitFor();
    expect(await page.getByRole('button', { name: 'Undo (ctrl+z)' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Redo (ctrl+shift+z)' }).click();
    await waitForOutline(page, [{ label: 'Flex', level: 1 }]);
    for (
      let i = 0;
      i < 20 && !(await page.getByRole('button', { name: 'Redo (ctrl+shift+z)' }).isDisabled());
      i++
    ) {
      await page.keyboard.press('Control+Shift+z');
    }
    await page.keyboard.press('Control+Shift+z');
    await page.getByText('Already on the latest changes !').waitFor();
    // ctrl+f folds the whole subtree, and unfolds it again.
    await row(page, 'Flex').first().click();
    await page.keyboard.press('Control+f');
    await waitForOutline(page, [{ label: 'Flex', level: 1 }]);
    await page.keyboard.press('Control+f');
    await waitForOutline(page, [
      { label: 'Flex', level: 1 },
      { label: 'Flex', level: 2 },
      { label: 'Text', level: 3 },
      { label: 'Button', level: 2 },
    ]);
  });

  it('adds, renames, duplicates and deletes pages', async () => {
    const { page } = browser;
    await page.getByRole('button', { name: 'Add page' }).click();
    await page.getByText('New Page Added').waitFor();
    await page.getByText('This page is empty').waitFor();
    expect(await page.getByTestId('page-row').allTextContents()).toEqual(['Page 1', 'Page 2']);

    await page.getByTestId('page-row').filter({ hasText: 'Page 2' }).dblclick();
    await page.getByLabel('Page label').fill('Checkout');
    await page.getByLabel('Page label').press('Enter');
    await page.getByTestId('page-row').filter({ hasText: 'Checkout' }).waitFor();

    await page.getByTestId('page-row').filter({ hasText: 'Page 1' }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Duplicate' }).click();
    await page.getByTestId('page-row').filter({ hasText: 'Page 1 copy' }).waitFor();

    const checkout = page.getByTestId('page-row').filter({ hasText: 'Checkout' });
    await checkout.click();
    await checkout.hover();
    await checkout.getByRole('button', { name: 'Delete page' }).click();
    await page.getByRole('alertdialog').getByText('Are you sure you want to delete page').waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByTestId('page-row').filter({ hasText: 'Checkout' }).waitFor({ state: 'detached' });
    // The deleted page was shown: the builder falls back to the first page.
    expect(await page.locator('[data-testid="page-row"][aria-current="page"]').textContent()).toBe('Page 1');
  });

  it('renames the project and ignores an empty name', async () => {
    const { page } = browser;
    await page.getByTestId('project-name').dblclick();
    await page.getByLabel('Project name').fill('   ');
    await page.getByLabel('Project name').press('Enter');
    await page.getByTestId('project-name').getByText('Shop front').waitFor();
    await page.getByTestId('project-name').dblclick();
    await page.getByLabel('Project name').fill('Shop front v2');
    await page.getByLabel('Project name').press('Enter');
    await page.getByText('Project name updated !').waitFor();
    await page.getByTestId('project-name').getByText('Shop front v2').waitFor();
  });
});
