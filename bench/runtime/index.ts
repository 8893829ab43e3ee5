// `npm run bench -- runtime [runs]`: the published runtime in Chromium. For a DOM-only page (static:
// rendered by the server), the same page with one event interaction (rendered in the browser) and a
// 3D page (the quickstart templates, forked and published): the JavaScript each loads (gzip size)
// and the time to first render (median of cold loads); for the 3D page, the frame time once it draws.
// Needs the built web app (npm run build -w @vitrine/web); WEB_DIST points at another build.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { e2eDatabase, openBrowser, webDist } from '../../e2e/harness.ts';
import type { Figure } from '../summary.ts';
import { startTestServer } from '../../apps/server/test/harness.ts';
import { createUser } from '../../apps/server/test/users.ts';
import { measureFrames, type FrameFigures } from './frames.ts';
import { kb, loadOnce, median, ms, type LoadFigures } from './measure.ts';
import { TEMPLATES, addInteraction, publishTemplate } from './publish.ts';

/** The issue's targets: a DOM-only page under 80 KB of gzip JavaScript and drawn within 1 s; a 3D page's canvas within 2 s. */
const TARGETS = { domGzipKB: 80, domFirstRenderMs: 1000, canvasMs: 2000 };

/** Frames are counted once the scene has had time to load its model and environment. */
const FRAME_WINDOW = { settleMs: 10_000, windowMs: 10_000 };

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

export async function run(args: string[]): Promise<Figure[]> {
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
    let frames: FrameFigures | null = null;
    for (const template of [TEMPLATES.dom, TEMPLATES.domInteractive, TEMPLATES.threeD]) {
      const adapt =
        template === TEMPLATES.domInteractive ? (id: string) => addInteraction(server, id) : undefined;
      const projectId = await publishTemplate(server, user, template.id, adapt);
      const url = `${server.url}/p/${projectId}/1.0.0/`;
      const waitForCanvas = template === TEMPLATES.threeD;
      const figures: LoadFigures[] = [];
      for (let index = 0; index < runs; index += 1)
        figures.push(await loadOnce(browser.context, url, { waitForCanvas }));
      rows.push([template.label, summary(figures)]);
      if (waitForCanvas) frames = await measureFrames(browser.context, url, FRAME_WINDOW);
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
    if (frames)
      console.log(
        `${TEMPLATES.threeD.label}, drawing (Stage with contact shadows, turning camera): ` +
          `${frames.frames} frames in ${FRAME_WINDOW.windowMs / 1000} s, frame time median ${ms(frames.medianMs)}, p95 ${ms(frames.p95Ms)}`,
      );
    console.log('first render: navigation start → first element of the page in the DOM');
    console.log('3D canvas: navigation start → the WebGL canvas element exists (three.js loaded)');
    const [dom, interactive, threeD] = rows.map(([, row]) => row);
    const group = 'runtime';
    return [
      {
        group,
        name: 'DOM-only page, JS gzip',
        value: dom!.gzip / 1024,
        unit: 'KB',
        target: TARGETS.domGzipKB,
      },
      {
        group,
        name: 'DOM-only page, first render',
        value: dom!.firstRender,
        unit: 'ms',
        target: TARGETS.domFirstRenderMs,
      },
      {
        group,
        name: 'DOM-only page with an interaction, JS gzip',
        value: interactive!.gzip / 1024,
        unit: 'KB',
      },
      {
        group,
        name: 'DOM-only page with an interaction, first render',
        value: interactive!.firstRender,
        unit: 'ms',
      },
      { group, name: '3D page, JS gzip', value: threeD!.gzip / 1024, unit: 'KB' },
      { group, name: '3D page, first render', value: threeD!.firstRender, unit: 'ms' },
      { group, name: '3D page, first canvas', value: threeD!.canvas, unit: 'ms', target: TARGETS.canvasMs },
      ...(frames
        ? [{ group, name: '3D page, frame time (median)', value: frames.medianMs, unit: 'ms' as const }]
        : []),
    ];
  } finally {
    await browser.close();
    await server.close();
  }
}
