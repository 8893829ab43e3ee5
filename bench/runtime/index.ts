// `npm run bench -- runtime [runs]`: the published runtime in Chromium. For a DOM-only page and a 3D
// page (the quickstart templates, forked and published): the JavaScript each loads (gzip size) and
// the time to first render (median of cold loads). Needs the built web app (npm run build -w
// @vitrine/web); WEB_DIST points at another build.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { e2eDatabase, openBrowser, webDist } from '../../e2e/harness.ts';
import { startTestServer } from '../../apps/server/test/harness.ts';
import { createUser } from '../../apps/server/test/users.ts';
import { kb, loadOnce, median, ms, type LoadFigures } from './measure.ts';
import { TEMPLATES, publishTemplate } from './publish.ts';

function summary(runs: LoadFigures[]) {
  const first = runs[0]!;
  const canvas = runs.map((run) => run.canvasMs).filter((value): value is number => value !== null);
  return {
    scripts: first.scripts,
    js: first.jsBytes,
    gzip: first.jsGzipBytes,
    firstRender: median(runs.map((run) => run.firstRenderMs)),
    canvas: canvas.length ? median(canvas) : null,
    largest: first.largest,
  };
}

export async function run(args: string[]): Promise<void> {
  const dist = process.env.WEB_DIST ?? webDist;
  if (!existsSync(path.join(dist, 'runtime', 'index.html'))) {
    throw new Error('Build the web app first: npm run build -w @vitrine/web');
  }
  const runs = Math.max(1, Number(args[0]) || 5);
  const server = await startTestServer({ database: e2eDatabase, config: { webDist: dist } });
  const browser = await openBrowser({ viewport: { width: 1366, height: 768 } });
  try {
    const user = await createUser(server);
    const rows: [string, ReturnType<typeof summary>][] = [];
    for (const template of [TEMPLATES.dom, TEMPLATES.threeD]) {
      const projectId = await publishTemplate(server, user, template.id);
      const url = `${server.url}/p/${projectId}/1.0.0/`;
      const waitForCanvas = template === TEMPLATES.threeD;
      const figures: LoadFigures[] = [];
      for (let index = 0; index < runs; index += 1)
        figures.push(await loadOnce(browser.context, url, { waitForCanvas }));
      rows.push([template.label, summary(figures)]);
    }
    console.log(`\nPublished runtime, Chromium headless (SwiftShader), cold cache, median of ${runs} loads`);
    console.log(
      [
        'page'.padEnd(34),
        'scripts'.padStart(8),
        'JS'.padStart(11),
        'JS gzip'.padStart(11),
        'first render'.padStart(14),
        '3D canvas'.padStart(11),
      ].join(''),
    );
    for (const [label, row] of rows) {
      console.log(
        [
          label.padEnd(34),
          String(row.scripts).padStart(8),
          kb(row.js).padStart(11),
          kb(row.gzip).padStart(11),
          ms(row.firstRender).padStart(14),
          ms(row.canvas).padStart(11),
        ].join(''),
      );
    }
    for (const [label, row] of rows)
      console.log(
        `${label}: heaviest scripts ${row.largest.map((s) => `${s.name} ${kb(s.gzipBytes)}`).join(', ')}`,
      );
    console.log('first render: navigation start → first element of the page in the DOM');
    console.log('3D canvas: navigation start → the WebGL canvas element exists (three.js loaded)');
  } finally {
    await browser.close();
    await server.close();
  }
}
