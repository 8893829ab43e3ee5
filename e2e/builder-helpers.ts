// Helpers for the builder's browser stories: a signed-in user with a project, the builder opened on
// it, the outliner read as (label, level) rows and components inserted through the insert dialog.
import type { Locator, Page } from 'playwright-core';
import type { TestServer } from '../apps/server/test/harness.ts';
import { signInWithApi } from './sign-in.ts';

export interface SignedIn {
  accessToken: string;
  userId: string;
}

function userIdOf(accessToken: string): string {
  const claims = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    sub: string;
  };
  return claims.sub;
}

export async function api<T>(
  server: TestServer,
  token: string,
  method: string,
  path: string,
  body?: unknown,
) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Signs `email` in through the API in this page's browser, leaving it on `path`. */
export async function signIn(
  page: Page,
  server: TestServer,
  email: string,
  path = '/login',
): Promise<SignedIn> {
  const { accessToken } = await signInWithApi(page, server, email, path);
  return { accessToken, userId: userIdOf(accessToken) };
}

/** Forks a template (or any project) into the user's first team as the dashboard does; its new id. */
export async function forkTemplate(server: TestServer, user: SignedIn, templateId: string): Promise<string> {
  const teams = await api<{ items: { id: string }[] }>(server, user.accessToken, 'GET', '/v2/teams');
  const job = await api<{ id: string }>(server, user.accessToken, 'POST', `/v2/projects/${templateId}/fork`, {
    targetTeamId: teams.items[0]!.id,
  });
  for (;;) {
    const state = await api<{ status: string; targetProjectId: string | null }>(
      server,
      user.accessToken,
      'GET',
      `/v2/projects/${templateId}/forks/${job.id}`,
    );
    if (state.targetProjectId) return state.targetProjectId;
    if (state.status === 'failed') throw new Error(`Fork of ${templateId} failed`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The user's personal team and a new project in it. */
export async function createProject(server: TestServer, user: SignedIn, label: string) {
  const teams = await api<{ items: { id: string }[] }>(server, user.accessToken, 'GET', '/v2/teams');
  const teamId = teams.items[0]!.id;
  const project = await api<{ id: string }>(
    server,
    user.accessToken,
    'POST',
    `/v2/teams/${teamId}/projects`,
    {
      label,
    },
  );
  return { teamId, projectId: project.id };
}

export async function openBuilder(
  page: Page,
  server: TestServer,
  projectId: string,
  query = '',
): Promise<void> {
  await page.goto(`${server.url}/builder/${projectId}${query}`);
  await page.getByTestId('builder').waitFor();
  await page.getByTestId('outliner').waitFor();
}

export interface OutlineRow {
  label: string;
  level: number;
}

/** The outliner's visible rows, top to bottom. */
export async function outline(page: Page): Promise<OutlineRow[]> {
  return page.getByTestId('outliner-row').evaluateAll((rows) =>
    rows
      .map((row) => ({
        top: (row as HTMLElement).offsetTop,
        label: (row.querySelector('span.truncate') as HTMLElement | null)?.textContent ?? '',
        level: Number(row.getAttribute('aria-level')),
      }))
      .sort((a, b) => a.top - b.top)
      .map(({ label, level }) => ({ label, level })),
  );
}

/** Waits until the outliner shows exactly these rows. */
export async function waitForOutline(page: Page, expected: OutlineRow[], timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: OutlineRow[] = [];
  while (Date.now() < deadline) {
    last = await outline(page);
    if (JSON.stringify(last) === JSON.stringify(expected)) return;
    await page.waitForTimeout(100);
  }
  throw new Error(`Outliner shows ${JSON.stringify(last)}, expected ${JSON.stringify(expected)}`);
}

export function row(page: Page, label: string) {
  return page.getByTestId('outliner-row').filter({ has: page.locator('span.truncate', { hasText: label }) });
}

/** Picks a component (by registry name) in the open insert dialog after searching for it. */
export async function chooseComponent(page: Page, name: string): Promise<void> {
  const search = page.getByPlaceholder('Start typing to search for the component');
  await search.fill(name);
  await page.locator(`[role="option"][data-component-name="${name}"]`).click();
  await search.waitFor({ state: 'detached' });
}

/** Opens the insert dialog from the toolbar and inserts a component (by registry name). */
export async function insertComponent(page: Page, name: string): Promise<void> {
  await page.getByTestId('insert-button').click();
  await chooseComponent(page, name);
}

/** Element ids the preview frame renders. */
export async function previewElementIds(page: Page): Promise<string[]> {
  const frame = page.frameLocator('[data-testid="preview-frame"]');
  return frame
    .locator('[data-element-id]')
    .evaluateAll((nodes) => [...new Set(nodes.map((node) => node.getAttribute('data-element-id') ?? ''))]);
}

/** Waits until the preview renders this many distinct elements. */
export async function waitForPreviewCount(page: Page, count: number, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = -1;
  while (Date.now() < deadline) {
    last = (await previewElementIds(page)).length;
    if (last === count) return;
    await page.waitForTimeout(100);
  }
  throw new Error(`Preview renders ${last} elements, expected ${count}`);
}

/**
 * Where an element of the builder's preview frame is on the page. The frame is sandboxed, so
 * Chromium runs it in a process of its own, and it is scaled to fit the canvas; Playwright places the
 * elements of such a frame without the frame's scale, so clicks and hovers go through this instead.
 */
export async function previewBox(page: Page, element: Locator) {
  await element.scrollIntoViewIfNeeded();
  const frame = await page.getByTestId('preview-frame').boundingBox();
  if (!frame) throw new Error('the preview frame is not shown');
  const rect = await element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    return { x: box.x, y: box.y, width: box.width, height: box.height, viewport: window.innerWidth };
  });
  const scale = frame.width / rect.viewport;
  return {
    x: frame.x + rect.x * scale,
    y: frame.y + rect.y * scale,
    width: rect.width * scale,
    height: rect.height * scale,
  };
}

/** Clicks an element of the builder's preview frame where the author sees it. */
export async function clickInPreview(page: Page, element: Locator): Promise<void> {
  const box = await previewBox(page, element);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}
