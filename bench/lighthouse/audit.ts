// What the Lighthouse benchmarks share (bench/lighthouse, bench/visitors): Lighthouse 12.2.3 with its
// own mobile and desktop settings (simulated throttling) in Debian's Chromium (`CHROMIUM_PATH`), one
// Chromium per run; the studio started on the built web app; the quickstart templates published as a
// visitor sees them; and each run read into one row of scores and bytes.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, e2eDatabase, webDist } from '../../e2e/harness.ts';
import { startTestServer, type TestServer } from '../../apps/server/test/harness.ts';
import { createUser } from '../../apps/server/test/users.ts';
import { TEMPLATES, addInteraction, publishTemplate } from '../runtime/publish.ts';

export const LIGHTHOUSE_VERSION = '12.2.3';
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export const AUDITS = ['uses-text-compression', 'robots-txt', 'is-crawlable'] as const;
/** The e2e suite's Chromium flags, with the new headless mode that Lighthouse expects. */
const CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_ARGS.filter((flag) => flag !== '--headless')];
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export type Form = 'mobile' | 'desktop';

export interface PageRow {
  page: string;
  form: Form;
  scores: Record<(typeof CATEGORIES)[number], number>;
  audits: Record<(typeof AUDITS)[number], string>;
  bytes: number;
  /** The same responses' bodies uncompressed: what was sent before the server compressed. */
  rawBytes: number;
  /** Bytes of the scripts alone, as sent (Brotli or gzip, as the browser accepted). */
  scriptBytes: number;
  lcpMs: number;
  failing: string[];
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

interface NetworkItem {
  resourceSize?: number;
  transferSize?: number;
  resourceType?: string;
}

export function rowOf(page: string, form: Form, result: Result): PageRow {
  const audit = (id: string) => result.audits[id];
  // The audits that cost a held category points: its scored audits below full marks.
  const failing = (['seo', 'accessibility', 'best-practices'] as const).flatMap((category) =>
    (result.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audit(ref.id)?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id} (${audit(ref.id)?.title ?? ''})`),
  );
  const requests = (audit('network-requests')?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  return {
    page,
    form,
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, score(result.categories[id]?.score)]),
    ) as PageRow['scores'],
    audits: Object.fromEntries(
      AUDITS.map((id) => [id, audit(id)?.score === 1 ? 'pass' : `fail (${audit(id)?.displayValue ?? ''})`]),
    ) as PageRow['audits'],
    bytes: Number(audit('total-byte-weight')?.numericValue ?? 0),
    rawBytes: requests.reduce((sum, item) => sum + (item.resourceSize ?? 0), 0),
    scriptBytes: requests
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    lcpMs: Number(audit('largest-contentful-paint')?.numericValue ?? 0),
    failing,
  };
}

/** One Lighthouse run in a Chromium of its own (a page that hangs one leaves the next runs alone). */
async function auditOnce(url: string, form: Form): Promise<Result> {
  const chrome: LaunchedChrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error' };
    const runner = await lighthouse(url, flags, form === 'desktop' ? desktopConfig : undefined);
    if (!runner) throw new Error(`Lighthouse gave no result for ${url}`);
    return runner.lhr;
  } finally {
    chrome.kill();
  }
}

/** The result, or why there is none. */
export async function audit(url: string, form: Form): Promise<Result | string> {
  // A trace Chromium recorded badly (NO_NAVSTART, seen on a loaded machine) is Lighthouse's own
  // advice to run again.
  for (let attempt = 1; ; attempt++) {
    try {
      const lhr = await auditOnce(url, form);
      if (!lhr.runtimeError) return lhr;
      // A page that paints nothing (the blank page) has no first paint however often it is run.
      if (attempt === 3 || lhr.runtimeError.code === 'NO_FCP')
        return `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
      console.log(`${url}: ${lhr.runtimeError.code}, running again`);
    } catch (error) {
      if (attempt === 3) return String(error instanceof Error ? error.message : error);
      console.log(`${url}: ${String(error)}, running again`);
    }
  }
}

/** The WebGL renderer the audited Chromium draws with (its flags, no GPU: SwiftShader). */
export async function webglRenderer(): Promise<string> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    return await page.evaluate(() => {
      const gl = document.createElement('canvas').getContext('webgl');
      if (!gl) return 'no WebGL';
      const info = gl.getExtension('WEBGL_debug_renderer_info');
      return String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
    });
  } finally {
    await browser.close();
  }
}

export interface AuditedPage {
  /** What the page is, as the tables name it. */
  page: string;
  url: string;
  kind: 'studio' | 'dom' | 'interactions' | '3d' | 'blank';
}

/**
 * Starts the studio on the built web app, publishes the pages to audit and runs `body` with them; the
 * server stops after. Lighthouse's own stray protocol rejections (a page that hangs it) are printed,
 * not fatal.
 */
export async function withPublishedPages<T>(
  kinds: AuditedPage['kind'][],
  body: (pages: AuditedPage[], server: TestServer) => Promise<T>,
): Promise<T> {
  const strayRejection = (reason: unknown) => console.log(`Lighthouse: ${String(reason)}`);
  process.on('unhandledRejection', strayRejection);
  const dist = process.env.WEB_DIST ?? webDist;
  if (!existsSync(path.join(dist, 'runtime', 'index.html')))
    throw new Error('Build the web app first: npm run build');
  const server = await startTestServer({ database: e2eDatabase, config: { webDist: dist } });
  try {
    const user = await createUser(server);
    const published = async (templateId: string, adapt?: (id: string) => Promise<void>) =>
      `${server.url}/p/${await publishTemplate(server, user, templateId, adapt)}/`;
    const pages: AuditedPage[] = [];
    for (const kind of kinds) {
      if (kind === 'studio') pages.push({ kind, page: 'studio /login', url: `${server.url}/login` });
      if (kind === 'dom')
        pages.push({ kind, page: 'landing page (published)', url: await published(TEMPLATES.dom.id) });
      if (kind === 'interactions')
        pages.push({
          kind,
          page: 'landing + interaction (published)',
          url: await published(TEMPLATES.dom.id, (id) => addInteraction(server, id)),
        });
      if (kind === '3d')
        pages.push({ kind, page: '3D configurator (published)', url: await published(TEMPLATES.threeD.id) });
      if (kind === 'blank')
        pages.push({ kind, page: 'blank page (published)', url: await published(TEMPLATES.blank.id) });
    }
    return await body(pages, server);
  } finally {
    await server.close();
    process.off('unhandledRejection', strayRejection);
  }
}

/** Audits every page in every form, in order; the rows, and why a run has none. */
export async function auditAll(pages: AuditedPage[], forms: Form[]) {
  const rows: (PageRow & { kind: AuditedPage['kind'] })[] = [];
  const failures: string[] = [];
  for (const form of forms)
    for (const { page, url, kind } of pages) {
      const result = await audit(url, form);
      if (typeof result === 'string') failures.push(`${form} ${page}: ${result}`);
      else rows.push({ ...rowOf(page, form, result), kind });
      console.log(`${form} ${page}: ${typeof result === 'string' ? 'no result' : 'done'}`);
    }
  return { rows, failures };
}

/** The forms named on the command line (mobile, desktop), or both. */
export const formsOf = (args: string[]): Form[] => {
  const named = args.filter((form): form is Form => form === 'mobile' || form === 'desktop');
  return named.length ? named : ['mobile', 'desktop'];
};
