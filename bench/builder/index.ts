// `npm run bench -- builder`: the builder's outliner on a generated page of 10 000 elements —
// navigation to an interactive outliner, then the main-thread time of a rename and of a move
// (median of 20 each) — and GrapesJS with the same 10 000 components through the same
// measurement, with the ratios. Needs the built web app (npm run build -w @vitrine/web).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createProject, signIn } from '../../e2e/builder-helpers.ts';
import { openBrowser, startStudio, webDist } from '../../e2e/harness.ts';
import { startGrapesPage } from './grapes-page.ts';
import { measureGrapes } from './grapes.ts';
import { fmt, type EditorFigures } from './measure.ts';
import { ELEMENT_COUNT, seedLargePage } from './seed.ts';
import { measureVitrine } from './vitrine.ts';

const RUNS = 20;

function table(vitrine: EditorFigures, grapes: EditorFigures): void {
  const rows: [string, number, number][] = [
    ['navigation → interactive outliner', vitrine.interactiveMs, grapes.interactiveMs],
    [`rename, main thread (median of ${RUNS})`, vitrine.renameMs, grapes.renameMs],
    [`move, main thread (median of ${RUNS})`, vitrine.moveMs, grapes.moveMs],
  ];
  console.log(`\n${ELEMENT_COUNT} elements, Chromium headless, 2-core machine`);
  console.log(
    ['figure'.padEnd(40), 'Vitrine'.padStart(12), 'GrapesJS'.padStart(12), 'ratio'.padStart(10)].join(''),
  );
  for (const [name, ours, theirs] of rows) {
    const ratio = ours > 0 ? theirs / ours : Number.NaN;
    console.log(
      [
        name.padEnd(40),
        fmt(ours).padStart(12),
        fmt(theirs).padStart(12),
        `${ratio.toFixed(2)}x`.padStart(10),
      ].join(''),
    );
  }
  console.log('ratio = GrapesJS ÷ Vitrine (above 1: Vitrine is faster)');
  for (const note of [...vitrine.notes, ...grapes.notes]) console.log(`note: ${note}`);
}

/** `npm run bench -- builder [vitrine|grapes]`: both editors by default, or one of them. */
export async function run(args: string[] = []): Promise<void> {
  const only = args[0];
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error('Build the web app first: npm run build -w @vitrine/web');
  }
  const server = await startStudio();
  const grapesPage = await startGrapesPage();
  const browser = await openBrowser({ viewport: { width: 1440, height: 900 } });
  try {
    const line = (name: string, figures: EditorFigures) =>
      console.log(
        `${name}: interactive ${fmt(figures.interactiveMs)}, rename ${fmt(figures.renameMs)}, move ${fmt(figures.moveMs)}`,
      );
    let vitrine: EditorFigures | null = null;
    let grapes: EditorFigures | null = null;
    if (only !== 'grapes') {
      const user = await signIn(browser.page, server, 'bench@example.com');
      const { projectId } = await createProject(server, user, 'Ten thousand elements');
      await seedLargePage(server, projectId);
      console.log(`seeded ${ELEMENT_COUNT} elements`);
      const url = `${server.url}/builder/${projectId}`;
      vitrine = await measureVitrine(browser.page, url, RUNS);
      line('Vitrine', vitrine);
      line(
        'Vitrine without the preview frame',
        await measureVitrine(browser.page, url, RUNS, { withoutPreview: true }),
      );
    }
    if (only !== 'vitrine') {
      grapes = await measureGrapes(browser.page, grapesPage.url, RUNS);
      line('GrapesJS', grapes);
    }
    if (vitrine && grapes) table(vitrine, grapes);
  } finally {
    await browser.close();
    await grapesPage.close();
    await server.close();
  }
}
