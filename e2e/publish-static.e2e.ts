// Static published pages: a release of text, links, icons and prices arrives rendered by the server
// and loads no renderer, yet records its visit and the price it shows; with a second page, each page
// arrives rendered at its own URL, and a link of the old #page=<id> form is moved there.
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

/** A heading and a price on the first page; with `secondPage`, a second page with a heading. */
async function seedPages(
  server: TestServer,
  projectId: string,
  secondPage: boolean,
): Promise<{ first: string; second: string | null }> {
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
  let second: string | null = null;
  if (secondPage) {
    second = addPage(doc, { label: 'Care' });
    insertElement(doc, {
      pageId: second,
      parentId: null,
      elementType: 'Text',
      props: staticProps({ text: 'Oil it twice a year' }),
    });
  }
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

  const published = async (label: string, secondPage: boolean) => {
    const projectId = await createProject(server, user, label);
    const pages = await seedPages(server, projectId, secondPage);
    await allowDomains(server, user, projectId, ['shop.example.com']);
    expect((await publish(server, user, projectId, 'First')).status).toBe(201);
    return { projectId, ...pages };
  };

  /** The paths of the scripts the page loads from here on. */
  const recordScripts = (page: Browser['page']) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    return scripts;
  };

  beforeAll(async () => {
    server = await startStudio();
    visitor = await openBrowser({ viewport: { width: 1280, height: 800 } });
    user = await createUser(server);
    await subscribe(server, user, UNLIMITED_PLAN);
  });

  afterAll(async () => {
    await visitor?.close();
    await server?.close();
  });

  it('arrives rendered, loads no renderer, and records the visit and the price shown', async () => {
    const { projectId } = await published('Sideboards', false);
    const { page } = visitor;
    const scripts = recordScripts(page);
    const response = await page.goto(`${server.url}/p/${projectId}/`);
    const html = await response!.text();
    expect(html).toMatch(/<div id="root"><div data-testid="runtime-root"[^]*Oak sideboard/);
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

  it('serves each page of a project of several pages rendered at its own URL, and moves an old #page= link there', async () => {
    const { projectId, second } = await published('Cabinets', true);
    const { page } = visitor;
    const scripts = recordScripts(page);
    const response = await page.goto(`${server.url}/p/${projectId}/care`);
    const html = await response!.text();
    expect(html).toMatch(/<div id="root"><div data-testid="runtime-root"[^]*Oil it twice a year/);
    expect(html).toContain('<title>Care · Cabinets</title>');
    await page.getByText('Oil it twice a year').waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts).not.toContain(runtimeScript());
    // A link made when pages lived in the hash reaches the page's own URL.
    await page.goto(`${server.url}/p/${projectId}/#page=${encodeURIComponent(second!)}`);
    await page.waitForURL(`${server.url}/p/${projectId}/care`);
    await page.getByText('Oil it twice a year').waitFor();
    expect(await page.getByText('Oak sideboard').count()).toBe(0);
  });
});
