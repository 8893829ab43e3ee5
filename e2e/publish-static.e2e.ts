// Static published pages: a release of text, links, icons and prices arrives rendered by the server
// and loads no renderer, yet records its visit and the price it shows; a link to another page of the
// release (#page=…) hands the page to the full runtime, which shows that page.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { staticProps, addPage, insertElement } from '@vitrine/core';
import { eq } from 'drizzle-orm';
import * as Y from 'yjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents, projectUpdates } from '../apps/server/src/db/schema.ts';
import { readDocument } from '../apps/server/src/documents/store.ts';
import { UNLIMITED_PLAN, subscribe } from '../apps/server/test/billing-fixtures.ts';
import type { TestServer } from '../apps/server/test/harness.ts';
import { allowDomains, createProject, publish } from '../apps/server/test/releases-fixtures.ts';
import { createUser, type TestUser } from '../apps/server/test/users.ts';
import { openBrowser, screenshot, startStudio, webDist, type Browser } from './harness.ts';

/** Two pages: a heading and a price on the first, a heading on the second. */
async function twoPages(server: TestServer, projectId: string): Promise<{ first: string; second: string }> {
  const doc = (await readDocument(server.app.db, projectId))!;
  const before = Y.encodeStateVector(doc);
  const pages = doc.getMap('project').get('pages') as Y.Map<Y.Map<unknown>>;
  const first = [...pages.keys()][0]!;
  insertElement(doc, {
    pageId: first,
    parentId: null,
    elementType: 'Text',
    props: staticProps({ text: 'Oak sideboard', as: 'h1' }),
  });
  insertElement(doc, {
    pageId: first,
    parentId: null,
    elementType: 'TotalPrice',
    props: staticProps({ basePrice: 1290 }),
  });
  const second = addPage(doc, { label: 'Care' });
  insertElement(doc, {
    pageId: second,
    parentId: null,
    elementType: 'Text',
    props: staticProps({ text: 'Oil it twice a year' }),
  });
  await server.app.db
    .insert(projectUpdates)
    .values({ projectId, update: Y.encodeStateAsUpdate(doc, before) });
  doc.destroy();
  return { first, second };
}

/** The full runtime's entry script, as the built runtime page names it. */
const runtimeScript = () =>
  /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(
    readFileSync(path.join(webDist, 'runtime', 'index.html'), 'utf8'),
  )![1]!;

describe('static published pages', () => {
  let server: TestServer;
  let visitor: Browser;
  let user: TestUser;
  let projectId: string;
  let pages: { first: string; second: string };

  beforeAll(async () => {
    server = await startStudio();
    visitor = await openBrowser({ viewport: { width: 1280, height: 800 } });
    user = await createUser(server);
    await subscribe(server, user, UNLIMITED_PLAN);
    projectId = await createProject(server, user, 'Sideboards');
    pages = await twoPages(server, projectId);
    await allowDomains(server, user, projectId, ['shop.example.com']);
    expect((await publish(server, user, projectId, 'First')).status).toBe(201);
  });

  afterAll(async () => {
    await visitor?.close();
    await server?.close();
  });

  it('arrives rendered, loads no renderer, and records the visit and the price shown', async () => {
    const { page } = visitor;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const response = await page.goto(`${server.url}/p/${projectId}/`);
    const html = await response!.text();
    expect(html).toContain('Oak sideboard');
    expect(html).toContain('<title>Page 1 · Sideboards</title>');
    await page.getByRole('heading', { name: 'Oak sideboard' }).waitFor();
    expect(await page.getByTestId('runtime-root').isVisible()).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts).not.toContain(runtimeScript());
    expect(await page.evaluate(() => document.title)).toBe('Page 1 · Sideboards');
    await screenshot(page, 'publish-static-page');

    let types: string[] = [];
    for (let attempt = 0; attempt < 60 && !types.includes('price_shown'); attempt += 1) {
      // The queue is sent every few seconds (and when the page is hidden).
      await page.waitForTimeout(250);
      const rows = await server.app.db
        .select()
        .from(analyticsEvents)
        .where(eq(analyticsEvents.projectId, projectId));
      types = rows.map((row) => row.type);
    }
    expect(types).toEqual(expect.arrayContaining(['page_view', 'price_shown']));
  });

  it('hands the page to the full runtime for another page of the release', async () => {
    const { page } = visitor;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.evaluate((pageId) => {
      window.location.hash = `page=${encodeURIComponent(pageId)}`;
    }, pages.second);
    await page.getByText('Oil it twice a year').waitFor();
    expect(await page.getByText('Oak sideboard').count()).toBe(0);
    expect(scripts).toContain(runtimeScript());

    // Opened straight on that page, the runtime shows it at once.
    const fresh = await openBrowser();
    try {
      await fresh.page.goto(`${server.url}/p/${projectId}/#page=${encodeURIComponent(pages.second)}`);
      await fresh.page.getByText('Oil it twice a year').waitFor();
      expect(await fresh.page.getByText('Oak sideboard').count()).toBe(0);
    } finally {
      await fresh.close();
    }
  });
});
