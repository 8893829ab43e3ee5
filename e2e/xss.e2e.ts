// Hostile content: OWASP XSS cheat-sheet payloads written by a collaborator into Markdown, Svg, text
// props, button labels, element and page labels, advanced CSS, data attributes, theme tokens and an
// asset's name, then rendered in the builder (outliner, panels and the /preview/ frame) and on the
// published page. No payload may run: every alert, confirm or prompt (the payloads' way to show they
// ran) is recorded, from every frame, and the test fails on any.
import {
  addDataAttribute,
  addThemeToken,
  insertElement,
  renameElement,
  renamePage,
  setAdvancedStyles,
  setThemeTokenValue,
  type PropValue,
} from '@vitrine/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNLIMITED_PLAN, subscribe } from '../apps/server/test/billing-fixtures.ts';
import { pngBytes, upload } from '../apps/server/test/assets-fixtures.ts';
import { startTestServer, type TestServer } from '../apps/server/test/harness.ts';
import { api, createProject, openBuilder, signIn, type SignedIn } from './builder-helpers.ts';
import { e2eDatabase, openBrowser, screenshot, webDist, type Browser } from './harness.ts';
import { editProjectDoc, firstPageId } from './preview-fixtures.ts';

/** From the OWASP XSS filter evasion cheat sheet: each one calls alert() if it ever runs. */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<a href="javas&#99;ript:alert(1)">x</a>',
  '<object data="javascript:alert(1)"></object>',
  '<style>@import "javascript:alert(1)";</style>',
  '</title><script>alert(1)</script>',
  '{{constructor.constructor("alert(1)")()}}',
  '${alert(1)}',
];

const staticValue = (content: unknown): PropValue => ({ type: 'static', content });

describe('hostile content never runs', () => {
  let server: TestServer;
  let browser: Browser;
  let user: SignedIn;
  let projectId: string;
  const ran: string[] = [];

  function watch(page: Page) {
    page.on('dialog', (dialog) => {
      ran.push(`${dialog.type()}: ${dialog.message()} on ${page.url()}`);
      void dialog.dismiss().catch(() => {});
    });
  }

  beforeAll(async () => {
    server = await startTestServer({
      database: e2eDatabase,
      config: { webDist: process.env.WEB_DIST ?? webDist },
    });
    browser = await openBrowser();
    watch(browser.page);
    user = await signIn(browser.page, server, 'mallory@example.com');
    await subscribe(server, { token: user.accessToken }, UNLIMITED_PLAN);
    const created = await createProject(server, user, PAYLOADS[3]!);
    projectId = created.projectId;
    // An asset whose name is a payload (the library shows names).
    const asset = await upload(server, `/v2/projects/${projectId}/assets/upload`, {
      token: user.accessToken,
      name: `${PAYLOADS[3]}.png`,
      bytes: await pngBytes(),
    });
    expect([201, 400]).toContain(asset.status);

    await editProjectDoc(server, projectId, (doc) => {
      const pageId = firstPageId(doc);
      renamePage(doc, { pageId, label: PAYLOADS[0]! });
      PAYLOADS.forEach((payload, i) => {
        const add = (elementType: string, props: Record<string, PropValue>) => {
          const elementId = insertElement(doc, { pageId, parentId: null, elementType, props });
          renameElement(doc, { pageId, elementId, name: payload });
          return elementId;
        };
        add('Markdown', {
          markdown: staticValue(`# Title ${i}\n\n${payload}\n\n[link](javascript:alert(1))`),
        });
        add('Svg', { markup: staticValue(`<svg viewBox="0 0 10 10">${payload}</svg>`) });
        add('Text', { text: staticValue(payload) });
        const button = add('Button', { label: staticValue(payload) });
        addDataAttribute(doc, { pageId, elementId: button, name: `data-x${i}`, value: payload });
        setAdvancedStyles(doc, {
          pageId,
          elementId: button,
          json: JSON.stringify({ background: `url("javascript:alert(1)")`, content: `"${payload}"` }),
        });
        const token = addThemeToken(doc, { group: 'colors' });
        setThemeTokenValue(doc, { group: 'colors', name: token, value: `red;}</style>${payload}<style>` });
      });
    });
    await api(server, user.accessToken, 'PATCH', `/v2/teams/${created.teamId}/projects/${projectId}`, {
      allowedDomains: ['shop.example.com'],
    });
    await api(server, user.accessToken, 'POST', `/v2/projects/${projectId}/releases`, { description: 'XSS' });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('renders the payloads as text in the builder, its outliner and the preview frame', async () => {
    const { page } = browser;
    await openBuilder(page, server, projectId);
    await page.getByTestId('outliner').getByText(PAYLOADS[1]!).first().waitFor();
    const preview = page.frameLocator('iframe').first();
    await preview.getByText(PAYLOADS[5]!, { exact: false }).first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(2000);
    await screenshot(page, 'xss-builder');
    expect(ran).toEqual([]);
  }, 120_000);

  it('renders them inert on the published page', async () => {
    const visitor = await openBrowser();
    try {
      watch(visitor.page);
      await visitor.page.goto(`${server.url}/p/${projectId}/`);
      await visitor.page.getByText(PAYLOADS[5]!, { exact: false }).first().waitFor({ timeout: 30_000 });
      await visitor.page.waitForTimeout(2000);
      await screenshot(visitor.page, 'xss-published');
      expect(ran).toEqual([]);
    } finally {
      await visitor.close();
    }
  }, 120_000);
});
