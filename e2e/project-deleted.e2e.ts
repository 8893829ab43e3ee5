// A project deleted while someone has it open in the builder: the team's owner deletes the team (and
// with it the project) through the API; the server closes the editor's socket with 4500, the builder
// says the project is gone, and it does not try to connect again.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../apps/server/test/harness.ts';
import { addMember, createUser } from '../apps/server/test/users.ts';
import { api, openBuilder, signIn } from './builder-helpers.ts';
import { openBrowser, screenshot, startStudio, type Browser } from './harness.ts';

/** Records the close code of every collaboration socket the page opens, in `window.collabCloses`. */
function recordSocketCloses(): void {
  const Native = window.WebSocket;
  const closes: number[] = [];
  Object.assign(window, { collabCloses: closes });
  window.WebSocket = class extends Native {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      if (String(url).includes('/ws')) this.addEventListener('close', (event) => closes.push(event.code));
    }
  };
}

async function waitForClose(page: Page, timeoutMs = 20_000): Promise<number[]> {
  await page.waitForFunction(
    () => ((window as unknown as { collabCloses?: number[] }).collabCloses ?? []).length > 0,
    undefined,
    { timeout: timeoutMs },
  );
  return page.evaluate(() => (window as unknown as { collabCloses: number[] }).collabCloses);
}

describe('project deleted while open', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startStudio();
    browser = await openBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('closes the socket with 4500, says so, and does not reconnect', async () => {
    const { page, context } = browser;
    const owner = await createUser(server, { email: 'owner@example.com' });
    const team = await api<{ id: string }>(server, owner.token, 'POST', '/v2/teams', { name: 'Seasonal' });
    const project = await api<{ id: string }>(server, owner.token, 'POST', `/v2/teams/${team.id}/projects`, {
      label: 'Winter sale',
    });
    const editor = await signIn(page, server, 'editor@example.com');
    await addMember(server, team.id, editor.userId, 'team_editor');

    await context.addInitScript(recordSocketCloses);
    const sockets: string[] = [];
    page.on('websocket', (socket) => {
      if (socket.url().includes(`/projects/${project.id}/ws`)) sockets.push(socket.url());
    });
    await openBuilder(page, server, project.id);
    await page.locator('[data-testid="connection-dot"][data-status="connected"]').waitFor();
    expect(sockets).toHaveLength(1);

    const deleted = await fetch(`${server.url}/v2/teams/${team.id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${owner.token}` },
    });
    expect(deleted.status).toBe(204);

    expect(await waitForClose(page)).toEqual([4500]);
    await page.getByRole('alert').getByText('Project not found').waitFor();
    await screenshot(page, 'builder-project-deleted');

    // On purpose a fixed wait: a reconnect loop would have opened new sockets by now.
    await page.waitForTimeout(5_000);
    expect(sockets).toHaveLength(1);
    expect(await page.evaluate(() => (window as unknown as { collabCloses: number[] }).collabCloses)).toEqual(
      [4500],
    );
    await page.getByRole('button', { name: 'Back to Home' }).click();
    await page.waitForURL(`${server.url}/`);
  });
});
