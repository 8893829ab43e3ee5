// Publishing from the builder: the panel explains what is missing (first time, no domains), the
// project settings take a domain, publishing shows 'Published !', and a visitor in another browser
// opens /p/... and sees the page, framed only by the allowed domains.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../apps/server/src/db/schema.ts';
import { startTestServer, type TestServer } from '../apps/server/test/harness.ts';
import { forkTemplate, openBuilder, signIn, type SignedIn } from './builder-helpers.ts';
import { UNLIMITED_PLAN, subscribe } from '../apps/server/test/billing-fixtures.ts';
import { e2eDatabase, openBrowser, screenshot, webDist, type Browser } from './harness.ts';

const LANDING_TEMPLATE = '6f1c2a3e-5b1d-4c1e-9a55-0b7e2a1f0002';

describe('publishing', () => {
  let server: TestServer;
  let author: Browser;
  let visitor: Browser;
  let user: SignedIn;

  beforeAll(async () => {
    // WEB_DIST lets a run use another build of the web app than apps/web/dist.
    server = await startTestServer({
      database: e2eDatabase,
      config: { webDist: process.env.WEB_DIST ?? webDist },
    });
    author = await openBrowser();
    visitor = await openBrowser({ viewport: { width: 1280, height: 800 } });
    user = await signIn(author.page, server, 'publisher@example.com');
    await subscribe(server, { token: user.accessToken }, UNLIMITED_PLAN);
  });

  afterAll(async () => {
    await visitor?.close();
    await author?.close();
    await server?.close();
  });

  it('publishes from the builder and shows the release to a visitor', async () => {
    const { page } = author;
    const projectId = await forkTemplate(server, user, LANDING_TEMPLATE);
    await openBuilder(page, server, projectId);

    await page.getByTestId('publish-button').click();
    const panel = page.getByTestId('publish-panel');
    await panel.getByText('You are publishing for the first time.').waitFor();
    await panel.getByText('Domains are required for publishing').waitFor();
    expect(await panel.getByTestId('next-version').textContent()).toContain('1.0.0');
    expect(await panel.getByPlaceholder('Enter description here (required)...').isVisible()).toBe(true);
    expect(await panel.getByRole('button', { name: 'Publish' }).isDisabled()).toBe(true);
    await screenshot(page, 'publish-panel-no-domains');

    await panel.getByRole('button', { name: 'Open project settings' }).click();
    const settings = page.getByTestId('project-settings');
    await settings.getByRole('textbox', { name: 'Allowed domains' }).fill('shop.example.com');
    await settings.getByRole('button', { name: 'Add' }).click();
    await settings.getByText('shop.example.com').waitFor();
    await settings.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Project settings saved').waitFor();

    await page.getByTestId('publish-button').click();
    await panel.getByPlaceholder('Enter description here (required)...').fill('Spring collection');
    await panel.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Published !').waitFor();
    await panel.waitFor({ state: 'detached' });

    const response = await visitor.page.goto(`${server.url}/p/${projectId}/`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain(
      "frame-ancestors 'self' shop.example.com",
    );
    await visitor.page.locator('[data-element-id]').first().waitFor();
    expect(await visitor.page.getByTestId('runtime-root').isVisible()).toBe(true);
    await screenshot(visitor.page, 'publish-visitor');

    // The visit is recorded: the runtime sends its page view within a few seconds.
    let views: { type: string }[] = [];
    for (let attempt = 0; attempt < 40 && views.length === 0; attempt += 1) {
      await visitor.page.waitForTimeout(250);
      views = await server.app.db
        .select()
        .from(analyticsEvents)
        .where(eq(analyticsEvents.projectId, projectId));
    }
    expect(views.map((row) => row.type)).toContain('page_view');

    await page.getByTestId('publish-button').click();
    await panel.getByText('Published version').waitFor();
    expect(await panel.getByTestId('next-version').textContent()).toContain('1.0.1');
    expect(await panel.getByTestId('embed-snippet').textContent()).toContain(`/p/${projectId}/`);
    await screenshot(page, 'publish-panel-published');
  });
});
