// Published pages the server renders, with a stand-in for the web build's render module: the rendered
// markup goes into the built template (last, so nothing in it is taken for a placeholder) — a static
// page's, with what the render reported, or the runtime's, which hydrates it — and a render that never
// ends is stopped without holding the event loop, the page then left to the browser.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InlinedRelease } from '../src/runtime/page.ts';
import { createServerPages, type ServerPages } from '../src/runtime/server-render.ts';

const RUNTIME_TEMPLATE = `<!doctype html><html><head><title>Vitrine</title><script type="module" src="/assets/runtime.js"></script></head>
<body><div id="root"></div>
<script id="vitrine-release" type="application/json">null</script></body></html>`;

const TEMPLATE = `<!doctype html><html><head><title>Vitrine</title><script type="module" src="/assets/static.js"></script></head>
<body><div id="root"></div>
<script id="vitrine-release" type="application/json">null</script>
<script id="vitrine-static" type="application/json">null</script></body></html>`;

const RENDER_MODULE = `
export async function renderRelease(release) {
  if (release.label === 'endless') for (;;) {}
  if (release.label === 'widgets') return null;
  if (release.label === 'Scene')
    return { html: '<h1>Scene</h1><div role="progressbar"></div>', title: 'Home · Scene', pageId: 'home', events: [], hydrate: true };
  return {
    html: '<style>@font-face{font-family:"<script id=\\\\"vitrine-static\\\\" type=\\\\"application/json\\\\">"}</style><h1>' + release.label + '</h1>',
    title: 'Home · ' + release.label,
    pageId: 'home',
    events: [{ type: 'price_shown', currency: 'INR', value: 10 }],
    hydrate: false,
  };
}
`;

const release = (label: string): InlinedRelease => ({
  projectId: '3f0c5a3e-0000-4000-8000-000000000001',
  version: '1.0.0',
  label,
  releasedAt: '2026-11-26T10:00:00.000Z',
  document: { pages: {} },
  watermark: null,
  base: '/p/3f0c5a3e-0000-4000-8000-000000000001/',
  pageId: 'home',
});

const HEAD = { tags: '<title>Home · Aurora</title>', lang: 'en' };

describe('pages rendered on the server', () => {
  let root: string;
  let pages: ServerPages;

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'server-pages-'));
    mkdirSync(path.join(root, 'dist', 'runtime'), { recursive: true });
    mkdirSync(path.join(root, 'dist-server'));
    writeFileSync(path.join(root, 'dist', 'runtime', 'static.html'), TEMPLATE);
    writeFileSync(path.join(root, 'dist', 'runtime', 'index.html'), RUNTIME_TEMPLATE);
    writeFileSync(path.join(root, 'dist-server', 'server-render.js'), RENDER_MODULE);
    pages = createServerPages(path.join(root, 'dist'), pino({ level: 'silent' }), { timeoutMs: 1500 });
  });

  afterAll(async () => {
    await pages.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('puts the render, the release and what the page reported into the built page', async () => {
    const html = (await pages.page(release('Aurora'), HEAD))!;
    expect(html).toContain('<title>Home · Aurora</title>');
    expect(html).toContain('<div id="root"><style>');
    expect(html).toContain('<h1>Aurora</h1></div>');
    expect(html).toContain('<script id="vitrine-release" type="application/json">{"projectId"');
    expect(html).toContain(
      '<script id="vitrine-static" type="application/json">{"pageId":"home","events":[{"type":"price_shown"',
    );
    expect(html.endsWith('</body></html>')).toBe(true);
    // Kept: the same release is not rendered twice.
    expect(await pages.page(release('Aurora'), HEAD)).toBe(html);
  });

  it('puts a render to hydrate into the runtime page, with the release and without the static script', async () => {
    const html = (await pages.page(release('Scene'), HEAD))!;
    expect(html).toContain('<title>Home · Aurora</title>');
    expect(html).toContain('<div id="root"><h1>Scene</h1><div role="progressbar"></div></div>');
    expect(html).toContain('<script id="vitrine-release" type="application/json">{"projectId"');
    expect(html).toContain('src="/assets/runtime.js"');
    expect(html).not.toContain('vitrine-static');
  });

  it('leaves a release the server does not render to the browser', async () => {
    expect(await pages.page(release('widgets'), HEAD)).toBeNull();
  });

  it('stops a render that never ends without holding the event loop, and renders the next one', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 50);
    const started = Date.now();
    const page = await pages.page(release('endless'), HEAD);
    clearInterval(timer);
    expect(page).toBeNull();
    expect(Date.now() - started).toBeLessThan(5000);
    expect(ticks).toBeGreaterThan(15);
    expect(await pages.page(release('After'), HEAD)).toContain('<h1>After</h1>');
  });

  it('answers a page queued behind a render that never ends within its own time', async () => {
    const started = Date.now();
    const first = pages.page(release('endless'), HEAD);
    const queued = pages.page({ ...release('endless'), version: '1.0.1' }, HEAD);
    expect(await queued).toBeNull();
    // Its own 1.5 s, not the first render's and then its own.
    expect(Date.now() - started).toBeLessThan(2700);
    expect(await first).toBeNull();
  });
});
