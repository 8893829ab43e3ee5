// Arranging the dashboard by drag and drop (SPEC §2): a Recent Projects card dragged with the mouse,
// another moved with the keyboard, a section moved above the others; after a reload the order is
// the user's, the cards still open their project and keep their one-item menu, and a project that
// becomes recent later comes in front of the arranged ones.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, type TestServer } from '../apps/server/test/harness.ts';
import { openBrowser, screenshot, startStudio, type Browser } from './harness.ts';
import { signInWithApi } from './sign-in.ts';

const OWNER = 'dana@example.com';
const LAYOUT_PATH = '/v2/user/dashboard-layout';

const cardLabels = (page: Page) => page.getByTestId('project-card').locator('h3').allTextContents();
const sectionOrder = (page: Page) =>
  page
    .getByTestId('dashboard-section')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-section')));
const projectCard = (page: Page, label: string) =>
  page.getByTestId('project-card').filter({ hasText: label });

/** Resolves when the next layout save has been answered. */
const layoutSaved = (page: Page) =>
  page.waitForResponse(
    (response) => response.url().endsWith(LAYOUT_PATH) && response.request().method() === 'PUT',
  );

async function centreOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('The element is not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Waits for the screen reader announcement of a drag (each sortable list has its live region), then
 * two frames: dnd-kit measures the drop targets just after a pick-up is announced, and an arrow key
 * pressed before that has nowhere to go.
 */
async function announced(page: Page, text: string) {
  await page.getByRole('status').filter({ hasText: text }).first().waitFor({ state: 'attached' });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** Waits for the cards to stop moving (drop animations) before reading or photographing them. */
const settled = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));

describe('dashboard drag and drop', () => {
  let server: TestServer;
  let owner: Browser;
  let token = '';
  let teamId = '';

  const createProject = async (label: string) => {
    const created = await request(server, 'POST', `/v2/teams/${teamId}/projects`, { token, body: { label } });
    expect(created.status).toBe(201);
  };

  beforeAll(async () => {
    server = await startStudio();
    owner = await openBrowser();
    ({ accessToken: token } = await signInWithApi(owner.page, server, OWNER, '/teams'));
    const teams = await request(server, 'GET', '/v2/teams', { token });
    teamId = teams.body.items[0].id;
    // Created one after the other, so the dashboard shows them newest first: Delta … Alpha.
    for (const label of ['alpha', 'bravo', 'charlie', 'delta']) await createProject(label);
  });

  afterAll(async () => {
    await owner?.close();
    await server?.close();
  });

  it('moves a card with the mouse, another with the keyboard, and a section, then keeps the order', async () => {
    const { page } = owner;
    await page.goto(`${server.url}/`);
    await page.getByTestId('project-card').first().waitFor();
    expect(await cardLabels(page)).toEqual(['Delta', 'Charlie', 'Bravo', 'Alpha']);
    expect(await sectionOrder(page)).toEqual(['get-started', 'recent-projects', 'quickstart-templates']);

    // Mouse: Alpha's grip onto Delta's place, in small steps as a hand would.
    const grip = page.getByRole('button', { name: 'Move project Alpha' });
    const from = await centreOf(grip);
    const to = await centreOf(projectCard(page, 'Delta'));
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x - 10, from.y, { steps: 4 });
    await page.mouse.move(to.x, to.y, { steps: 20 });
    await page.waitForFunction(() => document.querySelector('[data-testid="project-card"].ring-2') !== null);
    await settled(page);
    const shot = await screenshot(page, 'dashboard-dnd-dragging');
    expect(shot).toMatch(/dashboard-dnd-dragging\.png$/);
    const savedByMouse = layoutSaved(page);
    await page.mouse.up();
    expect((await savedByMouse).status()).toBe(200);
    await settled(page);
    expect(await cardLabels(page)).toEqual(['Alpha', 'Delta', 'Charlie', 'Bravo']);

    // Keyboard: Charlie's grip, Space to pick up, one step left, Space to drop.
    await page.getByRole('button', { name: 'Move project Charlie' }).focus();
    await page.keyboard.press('Space');
    await announced(page, 'Picked up Charlie.');
    await page.keyboard.press('ArrowLeft');
    await announced(page, 'Charlie is over Delta.');
    const savedByKeyboard = layoutSaved(page);
    await page.keyboard.press('Space');
    expect((await savedByKeyboard).status()).toBe(200);
    await settled(page);
    expect(await cardLabels(page)).toEqual(['Alpha', 'Charlie', 'Delta', 'Bravo']);

    // Keyboard again, on a section: Quickstart Templates up above the other two.
    await page.getByRole('button', { name: 'Move section Quickstart Templates' }).focus();
    await page.keyboard.press('Space');
    await announced(page, 'Picked up Quickstart Templates.');
    await page.keyboard.press('ArrowUp');
    await announced(page, 'Quickstart Templates is over Recent Projects.');
    await page.keyboard.press('ArrowUp');
    await announced(page, 'Quickstart Templates is over Get started.');
    const savedSections = layoutSaved(page);
    await page.keyboard.press('Space');
    expect((await savedSections).status()).toBe(200);
    await settled(page);
    expect(await sectionOrder(page)).toEqual(['quickstart-templates', 'get-started', 'recent-projects']);

    const saved = await request(server, 'GET', LAYOUT_PATH, { token });
    expect(saved.body.sections).toEqual(['quickstart-templates', 'get-started', 'recent-projects']);
    expect(saved.body.projectIds).toHaveLength(4);

    await page.reload();
    await page.getByTestId('project-card').first().waitFor();
    expect(await cardLabels(page)).toEqual(['Alpha', 'Charlie', 'Delta', 'Bravo']);
    expect(await sectionOrder(page)).toEqual(['quickstart-templates', 'get-started', 'recent-projects']);
    await settled(page);
    await screenshot(page, 'dashboard-dnd-arranged');
  });

  it('keeps the card click and its one-item menu beside the grip', async () => {
    const { page } = owner;
    // A click on the grip alone opens nothing.
    await page.getByRole('button', { name: 'Move project Delta' }).click();
    expect(new URL(page.url()).pathname).toBe('/');

    await projectCard(page, 'Delta').getByRole('button', { name: 'Project actions' }).click();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual(['Archive']);
    await page.keyboard.press('Escape');

    await projectCard(page, 'Delta').getByRole('link').click();
    await page.waitForURL(/\/builder\/[0-9a-f-]{36}$/);
  });

  it('shows a project that became recent in front of the arranged ones', async () => {
    const { page } = owner;
    await createProject('echo');
    await page.goto(`${server.url}/`);
    await page.getByTestId('project-card').first().waitFor();
    // Alpha is no longer among the 4 newest; Echo, not arranged yet, comes in front of the others.
    expect(await cardLabels(page)).toEqual(['Echo', 'Charlie', 'Delta', 'Bravo']);
  });
});
