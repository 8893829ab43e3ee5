// Page URLs and SEO, as an author and a visitor meet them: the author adds a second page, gives it a
// URL name and a title in its page settings, links a Link on the home page to it with the page
// picker, and publishes; the visitor opens /p/<id>/<slug> with the page's title and description in
// the served HTML, and the home page's link leads there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNLIMITED_PLAN, subscribe } from '../apps/server/test/billing-fixtures.ts';
import type { TestServer } from '../apps/server/test/harness.ts';
import {
  api,
  createProject,
  insertComponent,
  openBuilder,
  signIn,
  type SignedIn,
} from './builder-helpers.ts';
import { openBrowser, screenshot, startStudio, type Browser } from './harness.ts';

interface ProjectDetail {
  pages: Record<
    string,
    {
      label: string;
      slug?: string;
      title?: string;
      elements: Record<string, { elementType: string; props: Record<string, { content?: unknown }> }>;
    }
  >;
}

describe('page URLs', () => {
  let server: TestServer;
  let author: Browser;
  let visitor: Browser;
  let user: SignedIn;

  beforeAll(async () => {
    server = await startStudio();
    author = await openBrowser();
    visitor = await openBrowser({ viewport: { width: 1280, height: 800 } });
    user = await signIn(author.page, server, 'pages@example.com');
    await subscribe(server, { token: user.accessToken }, UNLIMITED_PLAN);
  });

  afterAll(async () => {
    await visitor?.close();
    await author?.close();
    await server?.close();
  });

  it('publishes a second page at its URL name with its title, and a link to it', async () => {
    const { page } = author;
    const { teamId, projectId } = await createProject(server, user, 'Furniture');
    await api(server, user.accessToken, 'PATCH', `/v2/teams/${teamId}/projects/${projectId}`, {
      allowedDomains: ['shop.example.com'],
    });
    await openBuilder(page, server, projectId);

    await page.getByRole('button', { name: 'Add page' }).click();
    const second = page.getByTestId('page-row').filter({ hasText: 'Page 2' });
    await second.hover();
    await second.getByRole('button', { name: 'Page settings' }).click();
    const settings = page.getByTestId('page-settings');
    const slug = settings.getByRole('textbox', { name: 'URL name' });
    expect(await slug.inputValue()).toBe('page-2');
    // Refused as typed, with the operation's own words.
    await slug.fill('Our Story');
    await settings.getByText('Use lowercase letters, digits and single hyphens').waitFor();
    await slug.fill('page-1');
    await settings.getByText("Another page already uses 'page-1'").waitFor();
    expect(await settings.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await slug.fill('our-story');
    await settings.getByRole('textbox', { name: 'Title', exact: true }).fill('Our story — Furniture & co');
    await settings
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Three generations of oak furniture.');
    await screenshot(page, 'page-settings');
    await settings.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Page settings saved').waitFor();

    // A link on the home page to the new page, chosen with the page picker.
    await page.getByTestId('page-row').filter({ hasText: 'Page 1' }).click();
    await insertComponent(page, 'Anchor');
    const panel = page.getByTestId('property-panel');
    await panel.getByRole('button', { name: 'General' }).click();
    await panel.getByRole('combobox', { name: 'URL: Link to' }).selectOption({ label: 'Page: Page 2' });
    await screenshot(page, 'page-link-picker');

    // Publish once the server holds the edits.
    await expect
      .poll(async () => {
        const project = await api<ProjectDetail>(
          server,
          user.accessToken,
          'GET',
          `/v2/projects/${projectId}`,
        );
        const pages = Object.values(project.pages);
        const link = pages
          .flatMap((one) => Object.values(one.elements))
          .find((element) => element.elementType === 'Anchor');
        return [
          pages.find((one) => one.slug === 'our-story')?.title,
          String(link?.props.href?.content ?? ''),
        ];
      })
      .toEqual(['Our story — Furniture & co', expect.stringMatching(/^page:/)]);
    await api(server, user.accessToken, 'POST', `/v2/projects/${projectId}/releases`, {
      description: 'Pages',
    });

    const response = await visitor.page.goto(`${server.url}/p/${projectId}/our-story`);
    expect(response?.status()).toBe(200);
    const html = await response!.text();
    expect(html).toContain('<title>Our story — Furniture &#38; co</title>');
    expect(html).toContain('<meta name="description" content="Three generations of oak furniture." />');
    expect(html).toContain(
      `<link rel="canonical" href="${server.config.publicUrl}/p/${projectId}/our-story" />`,
    );
    expect(await visitor.page.title()).toBe('Our story — Furniture & co');

    await visitor.page.goto(`${server.url}/p/${projectId}/`);
    const link = visitor.page.getByRole('link', { name: 'Link' });
    expect(await link.getAttribute('href')).toBe(`/p/${projectId}/our-story`);
    await link.click();
    await visitor.page.waitForURL(`${server.url}/p/${projectId}/our-story`);
    expect(await visitor.page.title()).toBe('Our story — Furniture & co');
    await screenshot(visitor.page, 'page-urls-visitor');

    // The script embed shows the page data-page names.
    await visitor.page.setContent(
      `<script src="${server.url}/p/${projectId}/embed.js" data-page="our-story"></script>`,
    );
    await expect
      .poll(() => visitor.page.locator('iframe').getAttribute('src'))
      .toBe(`${server.url}/p/${projectId}/our-story`);

    const missing = await visitor.page.goto(`${server.url}/p/${projectId}/no-such-page`);
    expect(missing?.status()).toBe(404);
    await visitor.page.getByRole('link', { name: 'Go to the home page' }).click();
    await visitor.page.waitForURL(`${server.url}/p/${projectId}/`);
  });
});
