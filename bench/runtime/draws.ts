// What a published 3D page asks of the visitor's device once it is drawn: WebGL draw calls counted
// in the page (every drawArrays/drawElements and their instanced and ranged forms, wrapped by an
// init script) while the scene rests and while the visitor orbits it, the bytes the page transferred
// and the environment maps (HDR/EXR or cube faces) it requested. The Khronos 3D Commerce targets:
// ≤ 3 MB, < 100 draw calls; a scene at rest draws nothing.
import type { BrowserContext, Page } from 'playwright-core';

export interface SceneFigures {
  /** The WebGL renderer string (WEBGL_debug_renderer_info), e.g. SwiftShader under ANGLE. */
  renderer: string;
  /** Navigation start → the first second without a draw call (null: it never came to rest). */
  restedAfterMs: number | null;
  idleDrawsPerSecond: number;
  /** While an orbit drag runs and its damping ends: draws in the busiest frame, and on average. */
  movingMaxDrawsPerFrame: number;
  movingMeanDrawsPerFrame: number;
  movingFrames: number;
  /** Draws counted in the window after the drag and its damping came to rest. */
  drawsAfterRest: number;
  bytesTransferred: number;
  /** Every request for an environment map (a map requested twice is listed twice). */
  environmentMaps: string[];
}

/**
 * Counts draw calls, and frames that drew (draws in one task, which is how a frame of a scene is
 * drawn), into `window.__vitrineDraws`. A string: the bench runs through a loader that would rename
 * nested functions.
 */
export const DRAW_COUNTER = `
  (() => {
    const counter = { draws: 0, frames: 0, maxPerFrame: 0, current: 0, open: false };
    window.__vitrineDraws = counter;
    const names = ['drawArrays', 'drawElements', 'drawArraysInstanced', 'drawElementsInstanced', 'drawRangeElements'];
    for (const type of [window.WebGLRenderingContext, window.WebGL2RenderingContext]) {
      if (!type) continue;
      for (const name of names) {
        const original = type.prototype[name];
        if (typeof original !== 'function') continue;
        type.prototype[name] = function (...args) {
          counter.draws += 1;
          if (!counter.open) {
            counter.open = true;
            counter.frames += 1;
            counter.current = 0;
            queueMicrotask(() => { counter.open = false; });
          }
          counter.current += 1;
          if (counter.current > counter.maxPerFrame) counter.maxPerFrame = counter.current;
          return original.apply(this, args);
        };
      }
    }
  })();
`;

interface Counter {
  draws: number;
  frames: number;
  maxPerFrame: number;
}

const ENVIRONMENT_MAP = /\.(hdr|exr)$/i;
/** Six faces of a cube map are requested as images named px, nx, py, ny, pz, nz. */
const CUBE_FACE = /\/(p|n)[xyz]\.(png|jpe?g|webp)$/i;

const readCounter = (page: Page) => page.evaluate('window.__vitrineDraws') as Promise<Counter>;
const resetCounter = (page: Page) =>
  page.evaluate('Object.assign(window.__vitrineDraws, { draws: 0, frames: 0, maxPerFrame: 0 })');

/** The draws of `windowMs` from now. */
export async function drawsOver(page: Page, windowMs: number): Promise<Counter> {
  await resetCounter(page);
  await page.waitForTimeout(windowMs);
  return readCounter(page);
}

export async function webglRenderer(page: Page): Promise<string> {
  return (await page.evaluate(`(() => {
    const gl = document.createElement('canvas').getContext('webgl2') ?? document.createElement('canvas').getContext('webgl');
    if (!gl) return 'no WebGL';
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    return String(info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER));
  })()`)) as string;
}

/** Drags across the middle of the page's first canvas, as a visitor orbiting the product. */
export async function orbitDrag(page: Page, steps = 20): Promise<void> {
  const box = await page.locator('canvas').first().boundingBox();
  if (!box) throw new Error('The page has no visible canvas to drag');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= steps; step += 1) await page.mouse.move(x + step * 8, y + step * 2);
  await page.mouse.up();
}

/**
 * Waits, at most `maxMs`, for a second without a draw call (the model and environment in, the
 * template's turn of the camera over); answers when that second began since navigation, or null.
 * A scene that draws all the time never rests, and is then measured as it is.
 */
async function untilAtRest(page: Page, maxMs: number): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < maxMs) {
    const from = (await page.evaluate('performance.now()')) as number;
    if ((await drawsOver(page, 1000)).draws === 0) return from;
  }
  return null;
}

/**
 * Loads `url` with a cold cache, lets the scene come to rest (at most `settleMs` after the network is
 * idle), counts draws over `idleMs`, then orbits and counts until `restMs` after the drag.
 */
export async function measureScene(
  context: BrowserContext,
  url: string,
  options: { settleMs: number; idleMs: number; restMs: number },
): Promise<SceneFigures> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  try {
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    let bytesTransferred = 0;
    cdp.on('Network.loadingFinished', (event) => {
      bytesTransferred += event.encodedDataLength;
    });
    const environmentMaps: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (ENVIRONMENT_MAP.test(path) || CUBE_FACE.test(path)) environmentMaps.push(path);
    });
    await page.addInitScript(DRAW_COUNTER);
    await page.goto(url);
    await page.waitForSelector('canvas', { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const restedAfterMs = await untilAtRest(page, options.settleMs);
    const renderer = await webglRenderer(page);
    const idle = await drawsOver(page, options.idleMs);
    await resetCounter(page);
    await orbitDrag(page);
    // The damping runs on after the drag; the frames it draws count as moving.
    await page.waitForTimeout(options.restMs);
    const moving = await readCounter(page);
    const afterRest = await drawsOver(page, options.idleMs / 2);
    return {
      renderer,
      restedAfterMs,
      idleDrawsPerSecond: idle.draws / (options.idleMs / 1000),
      movingMaxDrawsPerFrame: moving.maxPerFrame,
      movingMeanDrawsPerFrame: moving.frames ? moving.draws / moving.frames : 0,
      movingFrames: moving.frames,
      drawsAfterRest: afterRest.draws,
      bytesTransferred,
      environmentMaps,
    };
  } finally {
    await page.close();
  }
}
