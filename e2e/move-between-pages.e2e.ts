// Elements move between pages: cut on one page and paste on another (ids kept, the subtree comes
// along), and a drag from the outliner onto a page of the page list (the page state its action uses
// comes along); undo brings an element back.
import {
  addEventInteraction,
  addPage,
  addPageState,
  insertElement,
  readPage,
  updateEventInteraction,
  type PropValue,
} from '@vitrine/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../apps/server/test/harness.ts';
import { readDocument } from '../apps/server/src/documents/store.ts';
import { createProject, openBuilder, row, signIn, waitForOutline, type SignedIn } from './builder-helpers.ts';
import { openBrowser, screenshot, startStudio, type Browser } from './harness.ts';
import { editProjectDoc, firstPageId } from './preview-fixtures.ts';

const fixed = (content: unknown): PropValue => ({ type: 'static', content });

describe('moving elements between pages', () => {
  let server: TestServer;
  let browser: Browser;
  let user: SignedIn;
  let projectId: string;
  const ids = { home: '', checkout: '', hero: '', heading: '', button: '' };

  beforeAll(async () => {
    server = await startStudio();
    browser = await openBrowser();
    user = await signIn(browser.page, server, 'mover@example.com');
    ({ projectId } = await createProject(server, user, 'Two pages'));
    await editProjectDoc(server, projectId, (doc) => {
      ids.home = firstPageId(doc);
      ids.checkout = addPage(doc, { label: 'Checkout' });
      addPageState(doc, { pageId: ids.home, name: 'count', type: 'number', defaultValue: 0 });
      ids.hero = insertElement(doc, {
        pageId: ids.home,
        parentId: null,
        elementType: 'Flex',
        name: 'Hero',
      });
      ids.heading = insertElement(doc, {
        pageId: ids.home,
        parentId: ids.hero,
        elementType: 'Text',
        name: 'Heading',
        props: { text: fixed('Moving heading') },
      });
      ids.button = insertElement(doc, {
        pageId: ids.home,
        parentId: null,
        elementType: 'Button',
        name: 'Counter',
        props: { label: fixed('Count up') },
      });
      const interaction = addEventInteraction(doc, { pageId: ids.home, elementId: ids.button });
      updateEventInteraction(doc, {
        pageId: ids.home,
        elementId: ids.button,
        interactionId: interaction,
        actions: [{ type: 'setState', name: 'count', expression: 'count + 1' }],
      });
    });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const pageRow = (label: string) => browser.page.getByTestId('page-row').filter({ hasText: label });
  const preview = () => browser.page.frameLocator('[data-testid="preview-frame"]');

  /** The stored document's page, once the server has the change. */
  async function storedPage(pageId: string, done: (page: ReturnType<typeof readPage>) => boolean) {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const doc = await readDocument(server.app.db, projectId);
      const page = doc ? readPage(doc, pageId) : null;
      doc?.destroy();
      if (page && done(page)) return page;
      await browser.page.waitForTimeout(100);
    }
    throw new Error('The server never had the change');
  }

  it('cuts a subtree on one page and pastes it on another, with the same ids', async () => {
    const { page } = browser;
    await openBuilder(page, server, projectId);
    await row(page, 'Hero').click();
    await page.keyboard.press('Control+x');
    await page.getByText('Element cut: paste with ctrl+v on a page or into an element').waitFor();
    // Nothing moves before the paste.
    await waitForOutline(page, [
      { label: 'Hero', level: 1 },
      { label: 'Counter', level: 1 },
    ]);
    await pageRow('Checkout').click();
    await page.getByTestId('outliner').getByText('This page is empty').waitFor();
    await page.getByTestId('outliner').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Paste ctrl+v' }).click();
    await waitForOutline(page, [{ label: 'Hero', level: 1 }]);
    await preview().getByText('Moving heading').waitFor();
    const checkout = await storedPage(ids.checkout, (stored) => stored.children.length === 1);
    expect(checkout.children).toEqual([ids.hero]);
    expect(checkout.elements[ids.heading]!.parent).toBe(ids.hero);
    const home = await storedPage(ids.home, (stored) => !stored.elements[ids.hero]);
    expect(home.children).toEqual([ids.button]);
  });

  it('drags an element onto a page of the page list; its page state comes along; undo brings it back', async () => {
    const { page } = browser;
    await pageRow('Page 1').click();
    await waitForOutline(page, [{ label: 'Counter', level: 1 }]);
    const source = (await row(page, 'Counter').boundingBox())!;
    const target = (await pageRow('Checkout').boundingBox())!;
    await page.mouse.move(source.x + 40, source.y + source.height / 2);
    await page.mouse.down();
    await page.mouse.move(source.x + 40, source.y + source.height / 2 + 8, { steps: 4 });
    await page.mouse.move(target.x + 60, target.y + target.height / 2, { steps: 10 });
    await page.mouse.move(target.x + 61, target.y + target.height / 2, { steps: 2 });
    await pageRow('Checkout').and(page.locator('[data-drop-target]')).waitFor();
    await screenshot(page, 'move-drag-onto-page');
    await page.mouse.up();
    await page.getByText("Element moved to 'Checkout'").last().waitFor();
    await page.getByText('Page state copied along: count').waitFor();
    await page.getByTestId('outliner').getByText('This page is empty').waitFor();
    const checkout = await storedPage(ids.checkout, (stored) => stored.children.length === 2);
    expect(checkout.children).toEqual([ids.hero, ids.button]);
    expect(checkout.stateDefinitions.count).toMatchObject({ type: 'number', defaultValue: 0 });

    await page.getByRole('button', { name: 'Undo (ctrl+z)' }).click();
    await waitForOutline(page, [{ label: 'Counter', level: 1 }]);
    await pageRow('Checkout').click();
    await waitForOutline(page, [{ label: 'Hero', level: 1 }]);
    await storedPage(ids.checkout, (stored) => stored.children.length === 1);
    await storedPage(ids.home, (stored) => stored.children.includes(ids.button));
  });
});
