// `npm run bench -- runtime [runs]`: the published runtime in Chromium. For a DOM-only page (static:
// rendered by the server), the same page with one event interaction (rendered in the browser) and a
// 3D page (the quickstart templates, forked and published): the JavaScript each loads (gzip size)
// and the time to first render (median of cold loads); for the 3D page, the frame time once it draws;
// for every 3D template, the WebGL draw calls at rest and while orbiting, the bytes transferred and
// the environment maps requested (draws.ts), against the Khronos 3D Commerce targets.
// Needs the built web app (npm run build -w @vitrine/web); WEB_DIST points at another build.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { e2eDatabase, openBrowser, webDist } from '../../e2e/harness.ts';
import type { Figure } from '../summary.ts';
import { startTestServer } from '../../apps/server/test/harness.ts';
import { createUser } from '../../apps/server/test/users.ts';
import { measureScene, type SceneFigures } from './draws.ts';
import { measureFrames, type FrameFigures } from './frames.ts';
import { kb, loadOnce, median, ms, type LoadFigures } from './measure.ts';
import { TEMPLATES, addInteraction, publishTemplate, sceneTemplates } from './publish.ts';

/** The issue's targets: a DOM-only page under 80 KB of gzip JavaScript and drawn within 1 s; a 3D page's canvas within 2 s. */
const TARGETS = { domGzipKB: 80, domFirstRenderMs: 1000, canvasMs: 2000 };

/** The Khronos 3D Commerce targets for a 3D template's page, and a scene at rest draws nothing. */
const SCENE_TARGETS = { idleDrawsPerSecond: 0, drawsPerFrame: 100, transferredMB: 3, environmentMaps: 1 };

/**
 * The scene settles (model, environment, the template's turn of the camera: up to a minute on a loaded
 * machine, until a second passes without a draw call) before its draws are counted for 5 s at rest;
 * after an orbit drag, 3 s for it and its damping to come to rest.
 */
const SCENE_WINDOW = { settleMs: 60_000, idleMs: 5_000, restMs: 3_000 };

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
    const scenes: [string, SceneFigures][] = [];
    for (const template of sceneTemplates()) {
      const projectId = await publishTemplate(server, user, template.id);
      const url = `${server.url}/p/${projectId}/1.0.0/`;
      scenes.push([template.label, await measureScene(browser.context, url, SCENE_WINDOW)]);
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
        `${TEMPLATES.threeD.label}, animation frames once loaded (a scene draws only while it moves): ` +
          `${frames.frames} frames in ${FRAME_WINDOW.windowMs / 1000} s, frame time median ${ms(frames.medianMs)}, p95 ${ms(frames.p95Ms)}`,
      );
    for (const [label, scene] of scenes)
      console.log(
        `${label}, WebGL on ${scene.renderer}: ` +
          `${scene.restedAfterMs === null ? `never at rest within ${SCENE_WINDOW.settleMs / 1000} s` : `at rest ${ms(scene.restedAfterMs)} after navigation`}, ` +
          `then ${scene.idleDrawsPerSecond.toFixed(1)} draw calls/s ` +
          `over ${SCENE_WINDOW.idleMs / 1000} s; orbiting ${scene.movingFrames} frames, ` +
          `${scene.movingMeanDrawsPerFrame.toFixed(1)} draw calls per frame (busiest ${scene.movingMaxDrawsPerFrame}), ` +
          `${scene.drawsAfterRest} draw calls once at rest again; ${(scene.bytesTransferred / 1024 / 1024).toFixed(2)} MB transferred; ` +
          `environment maps requested: ${scene.environmentMaps.join(', ') || 'none'}`,
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
      ...scenes.flatMap(([label, scene]): Figure[] => [
        {
          group,
          name: `${label}, idle draw calls per second`,
          value: scene.idleDrawsPerSecond,
          unit: 'draws/s',
          target: SCENE_TARGETS.idleDrawsPerSecond,
          atMost: true,
        },
        {
          group,
          name: `${label}, draw calls per frame while moving`,
          value: scene.movingMaxDrawsPerFrame,
          unit: 'draws',
          target: SCENE_TARGETS.drawsPerFrame,
        },
        {
          group,
          name: `${label}, bytes transferred`,
          value: scene.bytesTransferred / 1024 / 1024,
          unit: 'MB',
          target: SCENE_TARGETS.transferredMB,
          atMost: true,
        },
        {
          group,
          name: `${label}, environment maps requested`,
          value: scene.environmentMaps.length,
          unit: 'maps',
          target: SCENE_TARGETS.environmentMaps,
          atMost: true,
        },
      ]),
    ];
  } finally {
    await browser.close();
    await server.close();
  }
}
