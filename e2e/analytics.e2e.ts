// The analytics story: an author publishes a table configurator; a visitor, in another browser, picks
// a finish (radio group), a size (toggle group), tall legs (a variant button) and adds the table to
// the cart; the author opens Analytics from the project card's menu and sees that visit — the
// numbers, the choices, the add to cart and a funnel — and reaches the same view from the builder.
import {
  addAttribute,
  addAttributeOption,
  addEventInteraction,
  addPriceOption,
  insertElement,
  updateEventInteraction,
  type PropValue,
} from '@vitrine/core';
import { eq } from 'drizzle-orm';
import type * as Y from 'yjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../apps/server/src/db/schema.ts';
import { UNLIMITED_PLAN, subscribe } from '../apps/server/test/billing-fixtures.ts';
import type { TestServer } from '../apps/server/test/harness.ts';
import { api, createProject, signIn, type SignedIn } from './builder-helpers.ts';
import { openBrowser, screenshot, startStudio, type Browser } from './harness.ts';
import { editProjectDoc, firstPageId } from './preview-fixtures.ts';

const fixed = (content: unknown): PropValue => ({ type: 'static', content });

/** Flex › title, finish radio group, size toggle group, leg variants with their buttons, total, Add to cart. */
function buildConfigurator(doc: Y.Doc, pageId: string): void {
  const finish = addAttribute(doc, { label: 'Finish' });
  for (const [label, price] of [
    ['Oak', 0],
    ['Walnut', 8000],
  ] as const) {
    const option = addAttributeOption(doc, { attributeId: finish, label });
    addPriceOption(doc, { ownerId: option, currencyCode: 'INR', value: price });
  }
  const size = addAttribute(doc, { label: 'Size' });
  for (const label of ['Small', 'Large']) addAttributeOption(doc, { attributeId: size, label });

  const root = insertElement(doc, {
    pageId,
    parentId: null,
    elementType: 'Flex',
    props: { direction: fixed('column'), gap: fixed(12) },
  });
  const add = (elementType: string, props: Record<string, PropValue>, parentId = root, name?: string) =>
    insertElement(doc, { pageId, parentId, elementType, props, ...(name ? { name } : {}) });
  const click = (elementId: string, actions: unknown[]) => {
    const interactionId = addEventInteraction(doc, { pageId, elementId });
    updateEventInteraction(doc, { pageId, elementId, interactionId, actions });
  };
  add('Text', { text: fixed('Dining table'), as: fixed('h1') });
  add('RadioGroup', { attributeId: fixed(finish), orientation: fixed('horizontal') });
  add('ToggleGroup', { attributeId: fixed(size) });
  const legs = add('ComponentVariant', {}, root, 'Legs');
  for (const item of ['Tall', 'Short']) {
    const variant = add('ComponentVariantItem', { itemName: fixed(item) }, legs, item);
    add('Text', { text: fixed(`${item} legs shown`) }, variant);
  }
  for (const item of ['Tall', 'Short'])
    click(add('Button', { label: fixed(`${item} legs`) }), [
      { type: 'selectVariant', elementId: legs, item },
    ]);
  add('TotalPrice', { basePrice: fixed(45000) });
  click(add('Button', { label: fixed('Add to cart') }), [
    { type: 'addToCart', productId: 'dining-table', name: 'Dining table', quantity: 1 },
  ]);
}

describe('analytics', () => {
  let server: TestServer;
  let author: Browser;
  let visitor: Browser;
  let user: SignedIn;
  let projectId: string;

  beforeAll(async () => {
    server = await startStudio();
    author = await openBrowser({ viewport: { width: 1440, height: 1000 } });
    visitor = await openBrowser({ viewport: { width: 1280, height: 800 } });
    user = await signIn(author.page, server, 'owner@example.com');
    await subscribe(server, { token: user.accessToken }, UNLIMITED_PLAN);
  });

  afterAll(async () => {
    await visitor?.close();
    await author?.close();
    await server?.close();
  });

  it('shows an empty state before anything is recorded', async () => {
    const quiet = await createProject(server, user, 'Quiet shelf');
    await author.page.goto(`${server.url}/project/${quiet.projectId}/analytics`);
    await author.page.getByText('No visits recorded yet').waitFor();
    await screenshot(author.page, 'analytics-empty');
  });

  it('shows a visitor’s choices on the published page in the project’s Analytics', async () => {
    ({ projectId } = await createProject(server, user, 'Dining table'));
    await editProjectDoc(server, projectId, (doc) => buildConfigurator(doc, firstPageId(doc)));
    const teams = await api<{ items: { id: string }[] }>(server, user.accessToken, 'GET', '/v2/teams');
    await api(server, user.accessToken, 'PATCH', `/v2/teams/${teams.items[0]!.id}/projects/${projectId}`, {
      allowedDomains: ['shop.example.com'],
    });
    await api(server, user.accessToken, 'POST', `/v2/projects/${projectId}/releases`, {
      description: 'Launch',
    });

    // The visitor, in another browser: choices through three kinds of widgets, then the cart.
    const page = visitor.page;
    await page.goto(`${server.url}/p/${projectId}/`);
    await page.getByRole('radio', { name: 'Walnut' }).click();
    await page.getByRole('radio', { name: 'Large' }).click();
    await page.getByRole('button', { name: 'Tall legs' }).click();
    await page.getByText('Tall legs shown').waitFor();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await screenshot(page, 'analytics-visitor');
    // Leaving the page sends what is still queued.
    await page.goto('about:blank');

    // Within seconds the events are stored.
    let types: string[] = [];
    for (let attempt = 0; attempt < 60 && !types.includes('add_to_cart'); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const rows = await server.app.db
        .select()
        .from(analyticsEvents)
        .where(eq(analyticsEvents.projectId, projectId));
      types = rows.map((row) => row.type);
    }
    expect(types).toEqual(
      expect.arrayContaining(['page_view', 'option_choice', 'variant_choice', 'price_shown', 'add_to_cart']),
    );

    // The author opens Analytics from the project card's menu on the team's projects screen.
    const studio = author.page;
    await studio.goto(`${server.url}/teams/${teams.items[0]!.id}/projects`);
    const card = studio.getByTestId('project-card').filter({ hasText: 'Dining table' });
    await card.getByRole('button', { name: 'Project actions' }).click();
    await studio.getByRole('menuitem', { name: 'Analytics' }).click();
    await studio.waitForURL(`**/project/${projectId}/analytics`);
    const screen = studio.getByTestId('analytics-screen');
    await screen.getByTestId('stat-visitors').getByText('1', { exact: true }).waitFor();
    expect(await screen.getByTestId('stat-sessions').getByTestId('stat-value').textContent()).toBe('1');
    expect(await screen.getByTestId('stat-conversionRate').getByTestId('stat-value').textContent()).toBe(
      '100%',
    );

    const options = screen.getByTestId('report-options');
    await options.getByText('Walnut').waitFor();
    await options.getByText('Large').waitFor();
    await screen.getByTestId('report-variants').getByText('Tall').waitFor();
    await screen.getByTestId('report-carts').getByText('Dining table').waitFor();
    await screen.getByTestId('report-prices').getByText('₹53,000.00').waitFor();
    await screen.getByTestId('paths').getByTestId('path').first().waitFor();
    await studio.mouse.move(0, 0);
    await screenshot(studio, 'analytics-overview');
    await screen.getByTestId('report-options').scrollIntoViewIfNeeded();
    await screenshot(studio, 'analytics-reports');

    // A funnel: the page, then walnut, then the cart.
    const funnel = screen.getByTestId('funnel');
    const addStep = funnel.getByRole('combobox', { name: 'Add step' });
    for (const label of ['Page 1', 'Finish: Walnut', 'Added to cart']) {
      const value = await addStep.locator('option', { hasText: label }).first().getAttribute('value');
      await addStep.selectOption(value!);
    }
    await funnel.getByTestId('funnel-step').nth(2).waitFor();
    const counts = await funnel.getByTestId('funnel-step').allTextContents();
    expect(counts).toHaveLength(3);
    for (const text of counts) expect(text).toMatch(/1\s*100%/);
    await funnel.scrollIntoViewIfNeeded();
    await screenshot(studio, 'analytics-funnel');

    // The same view from the builder's toolbar.
    await studio.goto(`${server.url}/builder/${projectId}`);
    await studio.getByTestId('analytics-link').click();
    await studio.waitForURL(`**/project/${projectId}/analytics`);
    await studio.getByTestId('stat-visitors').waitFor();
  });
});
