// `npm run bench -- visitors [mobile|desktop]… [login|dom|interactions|3d]…`: what a visitor of a published page, and a person
// signing in to the studio, gets. Lighthouse 12.2.3 mobile and desktop (bench/lighthouse/audit.ts:
// Debian's Chromium, simulated throttling) on each quickstart template's published page and on the
// studio's /login, each performance score beside its target (the DOM page ≥ 95, the interactions page
// ≥ 90, the 3D page ≥ 60 under software rendering — the WebGL renderer is named — and /login ≥ 90),
// with the bytes sent, the scripts' share of them and the largest contentful paint (/login's under
// 2.5 s on mobile). Naming forms or pages runs only those. It prints figures; it is not a test.
//
// The figures of other benchmarks that belong to the same picture (idle frames per second of a
// published page, the server's memory) are appended by PARTS: one import and one entry each.
import { loadLine, type Figure } from '../summary.ts';
import {
  LIGHTHOUSE_VERSION,
  auditAll,
  formsOf,
  webglRenderer,
  withPublishedPages,
  type AuditedPage,
  type PageRow,
} from '../lighthouse/audit.ts';
import { run as runMemory } from '../memory/index.ts';
import { run as runScenes } from '../runtime/index.ts';

/** The least Lighthouse performance score of each page (the 3D page's under software rendering). */
const PERFORMANCE_TARGETS: Record<Exclude<AuditedPage['kind'], 'blank'>, number> = {
  studio: 90,
  dom: 95,
  interactions: 90,
  '3d': 60,
};
/** /login's largest contentful paint in Lighthouse mobile. */
const LOGIN_LCP_TARGET_MS = 2500;

/** Another benchmark's figures, shown with the visitors' own (its run() takes the same arguments). */
interface Part {
  name: string;
  run(args: string[]): Promise<Figure[] | void>;
}
const PARTS: Part[] = [
  // Idle draw calls, draw calls while moving, bytes and environment maps of each 3D template: one run.
  { name: 'published 3D pages at rest (bench/runtime)', run: () => runScenes(['1']) },
  { name: "the server's memory (bench/memory)", run: () => runMemory() },
];

/** The pages by the names the command line gives them. */
const PAGES = { login: 'studio', dom: 'dom', interactions: 'interactions', '3d': '3d' } as const;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

export async function run(args: string[]): Promise<Figure[]> {
  const forms = formsOf(args);
  const named = args.flatMap((arg) => (arg in PAGES ? [PAGES[arg as keyof typeof PAGES]] : []));
  const renderer = await webglRenderer();
  // The figures' names say only whether the 3D page drew in software; the table above names it all.
  const drawnBy = /swiftshader/i.test(renderer) ? 'software rendering, SwiftShader' : renderer;
  const { rows, failures } = await withPublishedPages(named.length ? named : Object.values(PAGES), (pages) =>
    auditAll(pages, forms),
  );

  const target = (row: PageRow & { kind: AuditedPage['kind'] }) =>
    row.kind === 'blank' ? undefined : PERFORMANCE_TARGETS[row.kind];
  console.log(
    `\nLighthouse ${LIGHTHOUSE_VERSION}, Chromium headless, simulated throttling; WebGL renderer: ${renderer}; ` +
      loadLine(),
  );
  console.log('| page | form | performance (target) | bytes sent | of which scripts | LCP |');
  console.log('|---|---|---:|---:|---:|---:|');
  for (const row of rows) {
    const least = target(row);
    const held = least === undefined ? '' : ` (≥ ${least}) ${row.scores.performance >= least ? '✓' : '✗'}`;
    console.log(
      `| ${row.page} | ${row.form} | ${row.scores.performance}${held} | ${kb(row.bytes)} | ` +
        `${kb(row.scriptBytes)} | ${(row.lcpMs / 1000).toFixed(1)} s |`,
    );
  }
  for (const failure of failures) console.log(`No result: ${failure}`);

  const figures = rows.flatMap((row): Figure[] => {
    const name = `${row.form} ${row.page}`;
    const least = target(row);
    return [
      {
        group: 'visitors',
        name: `${name}: performance${row.kind === '3d' ? ` (${drawnBy})` : ''}`,
        value: row.scores.performance,
        unit: 'score',
        ...(least === undefined ? {} : { target: least, atLeast: true }),
      },
      { group: 'visitors', name: `${name}: bytes sent`, value: row.bytes / 1024, unit: 'KB' },
      { group: 'visitors', name: `${name}: scripts sent`, value: row.scriptBytes / 1024, unit: 'KB' },
      {
        group: 'visitors',
        name: `${name}: largest contentful paint`,
        value: row.lcpMs,
        unit: 'ms',
        ...(row.kind === 'studio' && row.form === 'mobile' ? { target: LOGIN_LCP_TARGET_MS } : {}),
      },
    ];
  });
  // A page with no result is listed without a value rather than left out.
  for (const failure of failures)
    figures.push({
      group: 'visitors',
      name: `${failure.split(':')[0]}: performance`,
      value: null,
      unit: 'score',
    });

  for (const part of PARTS) {
    console.log(`\n--- ${part.name} ---`);
    figures.push(...((await part.run(args)) ?? []));
  }
  return figures;
}
