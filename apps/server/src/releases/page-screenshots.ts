// Screenshots of release pages for the release diff, taken by the server with headless Chromium
// (playwright-core). The page is the published runtime itself: the release (or the draft) is inlined
// into the runtime template and handed to the browser by request interception, so any version can
// be shot, published or not, and nothing is logged as a visit. One browser per process, started on
// first use and closed after a minute without work.
import type { Browser } from 'playwright-core';
import { isStorageKey } from '../files/safe-name.ts';
import type { FileStore } from '../files/store.ts';
import { renderReleasePage, type InlinedRelease } from '../runtime/page.ts';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
];
const IDLE_CLOSE_MS = 60_000;
/** Longest wait for a page's network to go quiet (models, textures, fonts). */
const SETTLE_TIMEOUT_MS = 20_000;

export interface ScreenshotRequest {
  release: InlinedRelease;
  /** Files of a release (key → mime type) served from the store: unpublished versions have no public URL. */
  files: Record<string, { mimeType: string }>;
  pageId: string;
  viewport: { width: number; height: number };
}

export class PageScreenshots {
  private browser: Promise<Browser> | null = null;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private busy = 0;

  constructor(
    private readonly options: {
      chromiumPath: string | undefined;
      template: string;
      store: FileStore;
      /** Where this server answers, for the runtime's scripts and the draft's files. */
      origin: () => string;
    },
  ) {}

  get available(): boolean {
    return Boolean(this.options.chromiumPath);
  }

  /** A PNG of one page of a release at its device size. */
  async shoot(request: ScreenshotRequest): Promise<Buffer> {
    this.busy += 1;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    try {
      const browser = await this.launch();
      const context = await browser.newContext({ viewport: request.viewport, deviceScaleFactor: 1 });
      try {
        return await this.render(context, request);
      } finally {
        await context.close();
      }
    } finally {
      this.busy -= 1;
      if (this.busy === 0) {
        this.idleTimer = setTimeout(() => void this.close(), IDLE_CLOSE_MS);
        this.idleTimer.unref();
      }
    }
  }

  private async render(
    context: Awaited<ReturnType<Browser['newContext']>>,
    request: ScreenshotRequest,
  ): Promise<Buffer> {
    const origin = this.options.origin();
    const { projectId, version } = request.release;
    const pagePath = `/p/${projectId}/${version}/`;
    const html = renderReleasePage(this.options.template, { ...request.release, pageId: request.pageId });
    await context.route(
      (url) => url.origin === origin && url.pathname === pagePath,
      (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
    );
    // Unpublished versions answer 404 publicly: their files come straight from the store.
    await context.route(
      (url) =>
        url.origin === origin &&
        url.pathname.startsWith(`/p/${projectId}/`) &&
        url.pathname.includes('/files/'),
      async (route) => {
        const key = decodeURIComponent(new URL(route.request().url()).pathname.split('/files/')[1] ?? '');
        const file = isStorageKey(key) ? request.files[key] : undefined;
        const object = file ? await this.options.store.get(key) : null;
        if (!file || !object) return route.fulfill({ status: 404, body: 'File not found' });
        const chunks: Buffer[] = [];
        for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
        return route.fulfill({ status: 200, contentType: file.mimeType, body: Buffer.concat(chunks) });
      },
    );
    // A screenshot is not a visit.
    await context.route(`${origin}/v2/analytics/**`, (route) => route.fulfill({ status: 204 }));
    const page = await context.newPage();
    await page.goto(`${origin}${pagePath}`);
    await page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS }).catch(() => undefined);
    await page.evaluate(async () => {
      await document.fonts.ready;
      // Two frames: React commits, then the WebGL canvas draws what it loaded.
      for (let frame = 0; frame < 2; frame += 1)
        await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    return page.screenshot({ type: 'png' });
  }

  private launch(): Promise<Browser> {
    if (!this.options.chromiumPath) throw new Error('Chromium is not configured');
    // playwright-core weighs about 90 MB of memory once loaded: it loads with the first screenshot.
    this.browser ??= import('playwright-core')
      .then(({ chromium }) =>
        chromium.launch({ executablePath: this.options.chromiumPath, headless: true, args: CHROMIUM_ARGS }),
      )
      .then((browser) => {
        browser.on('disconnected', () => (this.browser = null));
        return browser;
      })
      .catch((error: unknown) => {
        this.browser = null;
        throw error;
      });
    return this.browser;
  }

  async close(): Promise<void> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    const browser = this.browser;
    this.browser = null;
    if (browser) await (await browser.catch(() => null))?.close().catch(() => undefined);
  }
}
