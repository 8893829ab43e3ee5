// `npm run bench -- lighthouse [mobile|desktop]`: Lighthouse 12.2.3 (its own mobile and desktop
// settings, simulated throttling) in Debian's Chromium (`CHROMIUM_PATH`) on the studio's /login and
// on every quickstart template published as a visitor sees it (plus the landing page with one event
// interaction, which loads the renderer), against a server started here on the built web app.
// Prints the four category scores beside their targets (SEO 100, accessibility 95, best practices
// 100; docs/accessibility.md), the audits the issues name (text compression, robots.txt,
// crawlability, bytes sent, largest contentful paint) and every failing audit by category. It prints
// figures; it is not a test.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, e2eDatabase, webDist } from '../../e2e/harness.ts';
import { startTestServer } from '../../apps/server/test/harness.ts';
import { createUser } from '../../apps/server/test/users.ts';
import { TEMPLATES, addInteraction, publishTemplate } from '../runtime/publish.ts';
import type { Figure } from '../summary.ts';

const LIGHTHOUSE_VERSION = '12.2.3';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const AUDITS = ['uses-text-compression', 'robots-txt', 'is-crawlable'] as const;
/** The least score each category should have (performance is reported, not held to one). */
const TARGETS: Partial<Record<(typeof CATEGORIES)[number], number>> = {
  seo: 100,
  accessibility: 95,
  'best-practices': 100,
};
/** The e2e suite's Chromium flags, with the new headless mode that Lighthouse expects. */
const CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_ARGS.filter((flag) => flag !== '--headless')];

interface PageRow {
  page: string;
  form: 'mobile' | 'desktop';
  scores: Record<(typeof CATEGORIES)[number], number>;
  audits: Record<(typeof AUDITS)[number], string>;
  bytes: number;
  /** The same responses' bodies uncompressed: what was sent before the server compressed. */
  rawBytes: number;
  lcpMs: number;
  failing: string[];
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

function rowOf(page: string, form: PageRow['form'], result: Result): PageRow {
  const audit = (id: string) => result.audits[id];
  // The audits that cost a held category points: its scored audits below full marks.
  const failing = (['seo', 'accessibility', 'best-practices'] as const).flatMap((category) =>
    (result.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audit(ref.id)?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id} (${audit(ref.id)?.title ?? ''})`),
  );
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
    rawBytes: (
      (audit('network-requests')?.details as { items?: { resourceSize?: number }[] } | undefined)?.items ?? []
    ).reduce((sum, item) => sum + (item.resourceSize ?? 0), 0),
    lcpMs: Number(audit('largest-contentful-paint')?.numericValue ?? 0),
    failing,
  };
}

/** One Lighthouse run in a Chromium of its own (a page that hangs one leaves the next runs alone). */
async function auditOnce(url: string, form: PageRow['form']): Promise<Result> {
  const chrome: LaunchedChrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROMIUM_FLAGS,
  });
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
async function audit(url: string, form: PageRow['form']): Promise<Result | string> {
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

export async function run(args: string[]): Promise<Figure[]> {
  // When a page hangs (a 3D scene drawing on a loaded machine), Lighthouse leaves a protocol timeout
  // rejected with nobody listening; that run reports its own error, the rest go on.
  const strayRejection = (reason: unknown) => console.log(`Lighthouse: ${String(reason)}`);
  process.on('unhandledRejection', strayRejection);
  const dist = process.env.WEB_DIST ?? webDist;
  if (!existsSync(path.join(dist, 'runtime', 'index.html')))
    throw new Error('Build the web app first: npm run build');
  const forms = (args.length ? args : ['mobile', 'desktop']).filter(
    (form): form is PageRow['form'] => form === 'mobile' || form === 'desktop',
  );
  const server = await startTestServer({ database: e2eDatabase, config: { webDist: dist } });
  const rows: PageRow[] = [];
  const failures: string[] = [];
  try {
    const user = await createUser(server);
    const published = async (templateId: string, adapt?: (id: string) => Promise<void>) =>
      `${server.url}/p/${await publishTemplate(server, user, templateId, adapt)}/`;
    const pages: [string, string][] = [
      ['studio /login', `${server.url}/login`],
      ['landing page (published)', await published(TEMPLATES.dom.id)],
      [
        'landing + interaction (published)',
        await published(TEMPLATES.dom.id, (id) => addInteraction(server, id)),
      ],
      ['3D configurator (published)', await published(TEMPLATES.threeD.id)],
      ['blank page (published)', await published(TEMPLATES.blank.id)],
    ];
    for (const form of forms)
      for (const [page, url] of pages) {
        const result = await audit(url, form);
        if (typeof result === 'string') failures.push(`${form} ${page}: ${result}`);
        else rows.push(rowOf(page, form, result));
        console.log(`${form} ${page}: ${typeof result === 'string' ? 'no result' : 'done'}`);
      }
  } finally {
    await server.close();
    process.off('unhandledRejection', strayRejection);
  }

  const held = (row: PageRow, category: keyof typeof TARGETS) => {
    const target = TARGETS[category]!;
    return `${row.scores[category]} ${row.scores[category] >= target ? '✓' : '✗'}`;
  };
  console.log(`\nLighthouse ${LIGHTHOUSE_VERSION}, Chromium headless (SwiftShader), simulated throttling`);
  console.log('| page | form | SEO (100) | accessibility (≥ 95) | best practices (100) | performance |');
  console.log('|---|---|---:|---:|---:|---:|');
  for (const row of rows)
    console.log(
      `| ${row.page} | ${row.form} | ${held(row, 'seo')} | ${held(row, 'accessibility')} | ` +
        `${held(row, 'best-practices')} | ${row.scores.performance} |`,
    );
  console.log('\n| page | form | compression | robots.txt | crawlable | bytes | uncompressed | LCP |');
  console.log('|---|---|---|---|---|---:|---:|---:|');
  for (const row of rows)
    console.log(
      `| ${row.page} | ${row.form} | ${row.audits['uses-text-compression']} | ` +
        `${row.audits['robots-txt']} | ${row.audits['is-crawlable']} | ${(row.bytes / 1024).toFixed(0)} KB | ` +
        `${(row.rawBytes / 1024).toFixed(0)} KB | ` +
        `${(row.lcpMs / 1000).toFixed(1)} s |`,
    );
  for (const failure of failures) console.log(`No result: ${failure}`);
  console.log('\nFailing audits (SEO, accessibility, best practices):');
  for (const row of rows) {
    console.log(`- ${row.page} (${row.form}):${row.failing.length ? '' : ' none'}`);
    for (const failing of row.failing) console.log(`  - ${failing}`);
  }

  // The summary table holds figures that must stay below a target; the scores are in the table above.
  return rows.flatMap((row): Figure[] => [
    { group: 'lighthouse', name: `${row.form} ${row.page}: bytes sent`, value: row.bytes / 1024, unit: 'KB' },
    {
      group: 'lighthouse',
      name: `${row.form} ${row.page}: largest contentful paint`,
      value: row.lcpMs,
      unit: 'ms',
      ...(row.page.startsWith('studio') && row.form === 'mobile' ? { target: 2500 } : {}),
    },
  ]);
}
