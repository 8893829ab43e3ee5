// Embedding a published project: a page on an allowed domain shows it in an iframe; the same page on
// another origin is refused by the browser (frame-ancestors from the allowed domains).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../apps/server/test/harness.ts';
import { createUser } from '../apps/server/test/users.ts';
import { UNLIMITED_PLAN, subscribe } from '../apps/server/test/billing-fixtures.ts';
import { e2eDatabase, openBrowser, screenshot, webDist, type Browser } from './harness.ts';

const LANDING_TEMPLATE = '6f1c2a3e-5b1d-4c1e-9a55-0b7e2a1f0002';

async function call<T>(server: TestServer, token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(server.url + path, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

describe('embedding a published project', () => {
  let server: TestServer;
  let site: Server;
  let sitePort: number;
  let browser: Browser;
  let projectId: string;

  beforeAll(async () => {
    server = await startTestServer({
      database: e2eDatabase,
      config: { webDist: process.env.WEB_DIST ?? webDist },
    });
    site = createServer((_request, response) => {
      response.setHeader('content-type', 'text/html');
      response.end(
        `<!doctype html><title>Shop</title><h1>Shop</h1><iframe id="embed" src="${server.url}/p/${projectId}/" style="width:900px;height:500px;border:0"></iframe>`,
      );
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    sitePort = (site.address() as AddressInfo).port;

    const user = await createUser(server);
    await subscribe(server, user, UNLIMITED_PLAN);
    const job = await call<{ id: string }>(
      server,
      user.token,
      'POST',
      `/v2/projects/${LANDING_TEMPLATE}/fork`,
      {
        targetTeamId: user.personalTeamId,
      },
    );
    for (;;) {
      const state = await call<{ targetProjectId: string | null }>(
        server,
        user.token,
        'GET',
        `/v2/projects/${LANDING_TEMPLATE}/forks/${job.id}`,
      );
      if (state.targetProjectId) {
        projectId = state.targetProjectId;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await call(server, user.token, 'PATCH', `/v2/teams/${user.personalTeamId}/projects/${projectId}`, {
      allowedDomains: [`localhost:${sitePort}`],
    });
    await call(server, user.token, 'POST', `/v2/projects/${projectId}/releases`, { description: 'Embed' });
    browser = await openBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => site?.close(resolve));
    await server?.close();
  });

  it('shows the release inside an allowed site', async () => {
    const { page } = browser;
    await page.goto(`http://localhost:${sitePort}/`);
    await page.frameLocator('#embed').locator('[data-element-id]').first().waitFor({ timeout: 30_000 });
    await screenshot(page, 'publish-embed-allowed');
  });

  it('is refused inside a site that is not allowed', async () => {
    const { page } = browser;
    const blocked = page.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()));
    await page.goto(`http://127.0.0.1:${sitePort}/`);
    await blocked;
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    expect(await frame?.locator('[data-element-id]').count()).toBe(0);
  });
});
