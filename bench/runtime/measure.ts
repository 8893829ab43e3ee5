// One cold load of a published page in Chromium: every script it loads (bytes gzipped here, so the
// figure does not depend on the server's compression) and the time from navigation start to the first
// rendered element — and, for 3D pages, to the first WebGL canvas.
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';

export interface LoadFigures {
  scripts: number;
  jsBytes: number;
  jsGzipBytes: number;
  firstRenderMs: number;
  canvasMs: number | null;
  /** The three heaviest scripts (file name, gzip bytes), to see what a page pays for. */
  largest: { name: string; gzipBytes: number }[];
}

const MARKS = `
  (() => {
    const marks = {};
    window.__vitrineMarks = marks;
    const check = () => {
      if (marks.element === undefined && document.querySelector('[data-element-id]')) marks.element = performance.now();
      if (marks.canvas === undefined && document.querySelector('canvas')) marks.canvas = performance.now();
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true });
  })();
`;

export async function loadOnce(
  context: BrowserContext,
  url: string,
  options: { waitForCanvas: boolean },
): Promise<LoadFigures> {
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.addInitScript(MARKS);
  const bodies: Promise<{ name: string; body: Buffer } | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const name = new URL(response.url()).pathname.split('/').pop() ?? '';
    bodies.push(
      response.body().then(
        (body) => ({ name, body }),
        () => null,
      ),
    );
  });
  await page.goto(url);
  await page.waitForSelector('[data-element-id]', { timeout: 30_000 });
  if (options.waitForCanvas) await page.waitForSelector('canvas', { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const marks = (await page.evaluate('window.__vitrineMarks')) as { element?: number; canvas?: number };
  const scripts = (await Promise.all(bodies))
    .filter((script) => script !== null)
    .map((script) => ({ ...script, gzipBytes: gzipSync(script.body).length }));
  await page.close();
  return {
    scripts: scripts.length,
    jsBytes: scripts.reduce((sum, script) => sum + script.body.length, 0),
    jsGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
    largest: scripts
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .slice(0, 3)
      .map(({ name, gzipBytes }) => ({ name, gzipBytes })),
    firstRenderMs: marks.element ?? Number.NaN,
    canvasMs: marks.canvas ?? null,
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value: number | null) =>
  value === null || Number.isNaN(value) ? '–' : `${value.toFixed(0)} ms`;
