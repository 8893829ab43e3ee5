// Accordion and Tabs as users know them: item elements, each with a header (trigger) and a content
// slot, added from the property panel and from the outliner's insert menu; the preview opens the
// item that holds the selection; a document of the older shape (one section per plain child)
// still shows its sections.
import { insertElement, type PropValue } from '@vitrine/core';
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
  type SignedIn,
} from './builder-helpers.ts';
import { openBrowser, screenshot, startStudio, type Browser } from './harness.ts';
import { editProjectDoc, firstPageId } from './preview-fixtures.ts';

const fixed = (content: unknown): PropValue => ({ type: 'static', content });

describe('Accordion and Tabs items', () => {
  let server: TestServer;
  let browser: Browser;
  let user: SignedIn;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    server = await startStudio();
    browser = await openBrowser();
    browser.page.on('pageerror', (error) => pageErrors.push(error.message));
    user = await signIn(browser.page, server, 'widgets@example.com');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const preview = () => browser.page.frameLocator('[data-testid="preview-frame"]');

  it('inserts an Accordion with two items, adds a third from the panel and edits its content', async () => {
    const { page } = browser;
    const { projectId } = await createProject(server, user, 'FAQ');
    await openBuilder(page, server, projectId);
    await insertComponent(page, 'Accordion');
    await preview().getByRole('button', { name: 'Item 2' }).waitFor();
    expect((await outline(page)).slice(0, 3)).toEqual([
      { label: 'Accordion', level: 1 },
      { label: 'Item 1', level: 2 },
      { label: 'Item 2', level: 2 },
    ]);

    const items = page.getByTestId('widget-items');
    await items.getByRole('button', { name: 'Add item' }).click();
    await preview().getByRole('button', { name: 'Item 3' }).waitFor();
    expect(await items.getByRole('listitem').allTextContents()).toEqual(['Item 1', 'Item 2', 'Item 3']);

    // The new item shows its header and content; selecting the content's text opens it.
    await row(page, 'Accordion content')
      .last()
      .getByRole('button', { name: /Expand|Collapse/ })
      .click();
    await row(page, 'Text').last().click();
    await preview().getByText('Content of item 3').waitFor();
    const text = page.getByTestId('prop-text').getByLabel('Text', { exact: true });
    if (!(await text.isVisible()))
      await page.getByTestId('property-panel').getByRole('button', { name: 'General' }).click();
    await text.fill('Ships within two days.');
    await text.press('Enter');
    await preview().getByText('Ships within two days.').waitFor();
    await screenshot(page, 'widgets-accordion');

    // The outliner's insert menu offers only items inside the Accordion.
    await row(page, 'Accordion').first().click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Insert' }).click();
    const options = page.locator('[role="option"][data-component-name]');
    await options.first().waitFor();
    expect(
      await options.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-component-name'))),
    ).toEqual(['AccordionItem']);
    await chooseComponent(page, 'AccordionItem');
    await preview().getByRole('button', { name: 'Item 4' }).waitFor();
  });

  it('runs the items live: one open at a time, Tabs switch their content', async () => {
    const { page } = browser;
    const { projectId } = await createProject(server, user, 'Live widgets');
    await openBuilder(page, server, projectId);
    await insertComponent(page, 'Tabs');
    await preview().getByRole('tab', { name: 'Item 2' }).waitFor();
    await page.getByTestId('widget-items').getByRole('button', { name: 'Add item' }).click();
    await preview().getByRole('tab', { name: 'Item 3' }).waitFor();
    await screenshot(page, 'widgets-tabs');

    const pageId = new URL(page.url()).searchParams.get('pageId');
    const live = await browser.context.newPage();
    try {
      const query = pageId ? `&pageId=${pageId}` : '';
      await live.goto(`${server.url}/preview/?projectId=${projectId}${query}`);
      const root = live.getByTestId('preview-root');
      await root.getByText('Content of item 1').waitFor();
      await root.getByRole('tab', { name: 'Item 3' }).click();
      await root.getByText('Content of item 3').waitFor();
      expect(await root.getByText('Content of item 1').count()).toBe(0);
      expect(await root.getByRole('tab', { name: 'Item 3' }).getAttribute('aria-selected')).toBe('true');
    } finally {
      await live.close();
    }
  });

  it('shows a document of the older shape: one section per plain child', async () => {
    const { page } = browser;
    const { projectId } = await createProject(server, user, 'Older accordion');
    await editProjectDoc(server, projectId, (doc) => {
      const pageId = firstPageId(doc);
      const accordion = insertElement(doc, { pageId, parentId: null, elementType: 'Accordion' });
      for (const [name, text] of [
        ['Shipping', 'Ships in two days'],
        ['Returns', 'Thirty days to return'],
      ])
        insertElement(doc, {
          pageId,
          parentId: accordion,
          elementType: 'Text',
          name,
          props: { text: fixed(text) },
        });
    });
    const live = await browser.context.newPage();
    try {
      await live.goto(`${server.url}/preview/?projectId=${projectId}`);
      const root = live.getByTestId('preview-root');
      await root.getByRole('button', { name: 'Returns' }).click();
      await root.getByText('Thirty days to return').waitFor();
      expect(await root.getByText('Ships in two days').count()).toBe(0);
    } finally {
      await live.close();
    }
    await openBuilder(page, server, projectId);
    await row(page, 'Accordion').click();
    expect(await page.getByTestId('widget-items').getByRole('listitem').allTextContents()).toEqual([
      'Shipping',
      'Returns',
    ]);
    expect(pageErrors).toEqual([]);
  });
});
