// Published sites of several pages: each page at its own URL (/p/:projectId/:slug, and under a
// version), an unknown slug answering a "Page not found" page, each page's <head> (title,
// description, canonical, Open Graph, robots, lang) written by the server in both published modes
// (the client runtime's page and a static page rendered by the server), and the site's sitemap.xml
// and robots.txt.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { emptyPage, pageToY } from '@vitrine/core';
import type * as Y from 'yjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { UNLIMITED_PLAN, subscribe } from './billing-fixtures.ts';
import { allowDomains, createProject, editDocument, publish } from './releases-fixtures.ts';
import { createUser, type TestUser } from './users.ts';

const RUNTIME_HTML = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" /><title>Runtime</title><script type="module" src="/assets/runtime.js"></script></head>
<body><div id="root"></div><script id="vitrine-release" type="application/json">null</script></body></html>`;

const STATIC_HTML = `<!doctype html><html lang="en"><head><title>Vitrine</title><script type="module" src="/assets/static.js"></script></head>
<body><div id="root"></div>
<script id="vitrine-release" type="application/json">null</script>
<script id="vitrine-static" type="application/json">null</script></body></html>`;

/** A stand-in for the web build's render: the page the URL names, with its links resolved. */
const RENDER_MODULE = `
export async function renderRelease(release) {
  const page = release.document.pages[release.pageId];
  return { html: '<h1 data-page="' + page.id + '">' + page.label + '</h1>', title: 'ignored', pageId: page.id, events: [], hydrate: false };
}
`;

const DESCRIPTION = 'Shoes & boots for "everyone" <today>';

function addPage(project: Y.Map<unknown>, label: string, order: number, fields: Record<string, unknown>) {
  const json = emptyPage(label, order);
  const page = pageToY(json);
  for (const [key, value] of Object.entries(fields)) page.set(key, value);
  (project.get('pages') as Y.Map<unknown>).set(json.id, page);
}

/** Two pages beside the home page: 'about' with its SEO fields, 'secret' kept out of search. */
async function publishSite(server: TestServer, owner: TestUser, label: string) {
  const projectId = await createProject(server, owner, label);
  await allowDomains(server, owner, projectId, ['example.com']);
  await editDocument(server, projectId, (project) => {
    (project.get('config') as Y.Map<unknown>).set('lang', 'fr');
    const home = [...(project.get('pages') as Y.Map<Y.Map<unknown>>).values()][0]!;
    home.set('slug', 'welcome');
    home.set('title', 'Welcome home');
    addPage(project, 'About', 1, {
      slug: 'about',
      title: 'About <us>',
      description: DESCRIPTION,
      ogTitle: 'About the shop',
      ogImage: '/p/x/1.0.0/files/a.png',
    });
    addPage(project, 'Secret', 2, { slug: 'secret', noindex: true });
  });
  expect((await publish(server, owner, projectId, 'Site')).status).toBe(201);
  return projectId;
}

const get = (server: TestServer, url: string) => fetch(server.url + url, { redirect: 'manual' });

describe('page URLs and SEO of published sites', () => {
  let server: TestServer;
  let owner: TestUser;
  let webDist: string;
  let projectId: string;
  let base: string;

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'vitrine-web-'));
    mkdirSync(path.join(webDist, 'runtime'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Studio</title>');
    writeFileSync(path.join(webDist, 'runtime', 'index.html'), RUNTIME_HTML);
    server = await startTestServer({ config: { webDist } });
    owner = await createUser(server);
    await subscribe(server, owner, UNLIMITED_PLAN);
    projectId = await publishSite(server, owner, 'Shop');
    base = `${server.config.publicUrl}/p/${projectId}/`;
  });
  afterAll(async () => {
    await server.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('serves the home page at the site root and the other pages at their slugs, latest and versioned', async () => {
    const home = await get(server, `/p/${projectId}/`);
    expect(home.status).toBe(200);
    const homeHtml = await home.text();
    expect(homeHtml).toContain('<html lang="fr">');
    expect(homeHtml).toContain('<title>Welcome home</title>');
    expect(homeHtml).toContain(`<link rel="canonical" href="${base}" />`);

    const about = await get(server, `/p/${projectId}/about`);
    expect(about.status).toBe(200);
    expect(about.headers.get('cache-control')).toBe('public, max-age=60');
    const html = await about.text();
    const inlined = JSON.parse(
      /<script id="vitrine-release" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]!,
    );
    expect(inlined).toMatchObject({ pageId: expect.any(String), base: `/p/${projectId}/` });
    expect(inlined.document.pages[inlined.pageId].slug).toBe('about');

    const versioned = await get(server, `/p/${projectId}/1.0.0/about`);
    expect(versioned.status).toBe(200);
    expect(versioned.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const versionedHtml = await versioned.text();
    // The canonical URL is the latest release's.
    expect(versionedHtml).toContain(`<link rel="canonical" href="${base}about" />`);
    expect(versionedHtml).toContain(`"base":"/p/${projectId}/1.0.0/"`);
  });

  it('moves the home page’s slug to the root and a trailing slash to the page', async () => {
    // Which page is home can change with the next release: the live site's move is temporary.
    const homeBySlug = await get(server, `/p/${projectId}/welcome`);
    expect(homeBySlug.status).toBe(302);
    expect(homeBySlug.headers.get('location')).toBe(`/p/${projectId}/`);
    expect(homeBySlug.headers.get('cache-control')).toBe('public, max-age=60');
    const versionHome = await get(server, `/p/${projectId}/1.0.0/welcome`);
    expect(versionHome.status).toBe(301);
    expect(versionHome.headers.get('location')).toBe(`/p/${projectId}/1.0.0/`);
    const slashed = await get(server, `/p/${projectId}/about/`);
    expect(slashed.status).toBe(301);
    expect(slashed.headers.get('location')).toBe(`/p/${projectId}/about`);
    const version = await get(server, `/p/${projectId}/1.0.0`);
    expect(version.headers.get('location')).toBe(`/p/${projectId}/1.0.0/`);
  });

  it('answers an unknown page with its own 404 page linking home', async () => {
    for (const url of [`/p/${projectId}/nope`, `/p/${projectId}/1.0.0/nope`, `/p/${projectId}/NOPE`]) {
      const res = await get(server, url);
      expect(res.status, url).toBe(404);
      expect(res.headers.get('content-type')).toContain('text/html');
      const html = await res.text();
      expect(html).toContain('data-testid="page-not-found"');
      expect(html).toContain('<title>Page not found</title>');
      expect(html).toMatch(new RegExp(`<a href="/p/${projectId}/(1\\.0\\.0/)?">`));
    }
    // An unpublished version and nothing published keep their page.
    const missingVersion = await get(server, `/p/${projectId}/9.9.9/about`);
    expect(missingVersion.status).toBe(404);
    expect(await missingVersion.text()).toContain('Nothing is published here');
  });

  it('writes the page’s head in the served HTML, escaped', async () => {
    const html = await (await get(server, `/p/${projectId}/about`)).text();
    const escaped = 'Shoes &#38; boots for &#34;everyone&#34; &#60;today&#62;';
    expect(html).toContain('<title>About &#60;us&#62;</title>');
    expect(html).toContain(`<meta name="description" content="${escaped}" />`);
    expect(html).toContain(`<link rel="canonical" href="${base}about" />`);
    expect(html).toContain('<meta property="og:title" content="About the shop" />');
    expect(html).toContain(`<meta property="og:description" content="${escaped}" />`);
    expect(html).toContain(`<meta property="og:url" content="${base}about" />`);
    expect(html).toContain(
      `<meta property="og:image" content="${server.config.publicUrl}/p/x/1.0.0/files/a.png" />`,
    );
    expect(html).not.toContain('name="robots"');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain(DESCRIPTION);

    const secret = await (await get(server, `/p/${projectId}/secret`)).text();
    expect(secret).toContain('<meta name="robots" content="noindex" />');
    // Without a title of its own: "Page · Project".
    expect(secret).toContain('<title>Secret · Shop</title>');
  });

  it('lists the indexable pages in sitemap.xml and names it in robots.txt', async () => {
    const sitemap = await get(server, `/p/${projectId}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    const xml = await sitemap.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect([...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])).toEqual([
      base,
      `${base}about`,
    ]);

    const robots = await get(server, `/p/${projectId}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toContain('text/plain');
    expect(await robots.text()).toContain(`Sitemap: ${base}sitemap.xml`);

    const studio = await get(server, '/robots.txt');
    expect(studio.headers.get('content-type')).toContain('text/plain');
    expect(await studio.text()).toContain('Disallow: /');

    const unpublished = await createProject(server, owner, 'Draft');
    for (const url of [
      `/p/${unpublished}/sitemap.xml`,
      `/p/${unpublished}/robots.txt`,
      '/p/not-a-uuid/sitemap.xml',
      `/p/00000000-0000-4000-8000-000000000000/sitemap.xml`,
    ])
      expect((await get(server, url)).status, url).toBe(404);
  });
});

describe('page URLs and SEO of static published sites', () => {
  let server: TestServer;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'vitrine-static-'));
    const webDist = path.join(root, 'dist');
    mkdirSync(path.join(webDist, 'runtime'), { recursive: true });
    mkdirSync(path.join(root, 'dist-server'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Studio</title>');
    writeFileSync(path.join(webDist, 'runtime', 'index.html'), RUNTIME_HTML);
    writeFileSync(path.join(webDist, 'runtime', 'static.html'), STATIC_HTML);
    writeFileSync(path.join(root, 'dist-server', 'server-render.js'), RENDER_MODULE);
    server = await startTestServer({ config: { webDist } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('renders the page the URL names with the same head', async () => {
    const owner = await createUser(server);
    await subscribe(server, owner, UNLIMITED_PLAN);
    const projectId = await publishSite(server, owner, 'Static shop');
    const base = `${server.config.publicUrl}/p/${projectId}/`;
    const html = await (await get(server, `/p/${projectId}/about`)).text();
    expect(html).toContain('/assets/static.js');
    expect(html).toContain('<html lang="fr">');
    expect(html).toMatch(/<h1 data-page="[^"]+">About<\/h1>/);
    expect(html).toContain('<title>About &#60;us&#62;</title>');
    expect(html).toContain('<meta name="description" content="Shoes &#38; boots');
    expect(html).toContain(`<link rel="canonical" href="${base}about" />`);
    expect(html).toContain('<meta property="og:title" content="About the shop" />');
    const home = await (await get(server, `/p/${projectId}/`)).text();
    expect(home).toMatch(/<h1 data-page="[^"]+">Page 1<\/h1>/);
    expect(home).toContain('<title>Welcome home</title>');
    const secret = await (await get(server, `/p/${projectId}/secret`)).text();
    expect(secret).toContain('<meta name="robots" content="noindex" />');
    expect((await get(server, `/p/${projectId}/nope`)).status).toBe(404);
  });
});
