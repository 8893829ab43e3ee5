// Vitrine's side of the builder benchmark, all through the builder's UI: the outliner's first row
// clicked to select (the load's end), then the edits of vitrine-edits.ts, each awaited in the
// outliner and in the preview frame; the heap, the card thumbnail's capture and, when asked, CPU
// profiles and traces of each.
import { BRIDGE_CHANNEL } from '../../packages/components/src/bridge.ts';
import type { CDPSession, Page } from 'playwright-core';
import {
  cdpFor,
  heapBytes,
  mainThreadMs,
  measureEdits,
  median,
  taskSeconds,
  type EditorFigures,
  type EditName,
} from './measure.ts';
import {
  printOwnTotals,
  printSelfTimes,
  printTimeline,
  reactCounter,
  startCpuProfile,
  startServerProfile,
  stopCpuProfile,
} from './profile.ts';
import { ROW, edits, previewFrame } from './vitrine-edits.ts';

export interface VitrineOptions {
  withoutPreview?: boolean;
  /** The page's last element: the preview counts as painted once it shows it. */
  lastId: string;
  elements: number;
  /** Writes CPU profiles (load and each edit) under this name and prints their self times. */
  profile?: string;
  /** Prints each edit's main-thread time by Chromium trace event under this name. */
  trace?: string;
  only?: readonly EditName[];
}

export async function measureVitrine(
  page: Page,
  builderUrl: string,
  runs: number,
  options: VitrineOptions,
): Promise<EditorFigures> {
  const notes: string[] = [];
  // Without the preview: the builder's own share (the same-origin preview frame renders the whole
  // page on this same main thread).
  if (options.withoutPreview) await page.route('**/preview/**', (route) => route.abort());
  else await page.unroute('**/preview/**');
  // BENCH_RENDERS=1 counts renders by component too (names read well in an unminified build, WEB_DIST).
  const byName = process.env.BENCH_RENDERS === '1';
  await page.addInitScript(reactCounter(byName));
  if (byName) notes.push("renders counted by component name: the edits' timings include that counting");
  // A page of the studio first, so the profiler attaches to the renderer that loads the builder.
  await page.goto(new URL('/v2/healthcheck', builderUrl).href);
  const cdp = await cdpFor(page);
  if (options.profile) await startCpuProfile(cdp);
  const stopServer = options.profile ? await startServerProfile() : null;
  const interactiveMs = await openInteractive(page, builderUrl);
  let canvasMs: number | null = null;
  if (!options.withoutPreview) {
    await page.waitForFunction(
      () => document.querySelector('iframe[data-testid="preview-frame"]') !== null,
      undefined,
      { timeout: 120_000 },
    );
    const frame = page.frameLocator('[data-testid="preview-frame"]');
    await frame
      .locator(`[data-element-id="${options.lastId}"]`)
      .waitFor({ state: 'attached', timeout: 120_000 });
    const paintedAt = await previewFrame(page).evaluate(
      () =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now())),
        ),
    );
    canvasMs = paintedAt - (await page.evaluate(() => performance.timeOrigin));
  }
  if (options.profile) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const load = await stopCpuProfile(cdp, `${options.profile}-load`);
    printSelfTimes(`${options.profile}: load`, [load], 30);
    printTimeline(`${options.profile}: load`, load);
    printOwnTotals(`${options.profile}: load`, [load], 40);
    const server = await stopServer!(`${options.profile}-server-load`);
    printSelfTimes(`${options.profile}: server during the load`, [server], 25);
    printTimeline(`${options.profile}: server during the load`, server);
    printOwnTotals(`${options.profile}: server during the load`, [server], 30);
  }
  // Chromium runs the sandboxed preview frame in a renderer process of its own: its main thread and
  // heap are read through a session of their own, and reported beside the builder's.
  const frameCdp = options.withoutPreview ? null : await frameSession(page);
  const frameHeap = frameCdp ? await heapBytes(frameCdp) : null;
  const heap = (await heapBytes(cdp)) + (frameHeap ?? 0);

  const chosen = edits(page, { withoutPreview: Boolean(options.withoutPreview) }).filter(
    (edit) => !options.only || options.only.includes(edit.name),
  );
  const { figures, profiles } = await measureEdits(page, cdp, chosen, runs, {
    react: true,
    ...(options.profile ? { profile: options.profile } : {}),
    ...(options.trace ? { trace: options.trace } : {}),
    frameCdp,
  });
  if (options.profile)
    for (const [name, list] of profiles) {
      printSelfTimes(`${options.profile}: ${name}`, list, 20);
      printOwnTotals(`${options.profile}: ${name}`, list, 20);
    }
  const thumbnail = options.withoutPreview ? null : await thumbnailCaptureMs(page, cdp, frameCdp);
  await cdp.detach();
  await frameCdp?.detach();
  // The same author opening the project again: this browser keeps its copy of the document.
  const returningMs = await openInteractive(page, builderUrl);
  return {
    elements: options.elements,
    interactiveMs,
    canvasMs,
    heapBytes: heap,
    frameHeapBytes: frameHeap,
    edits: figures,
    thumbnailMs: thumbnail?.ms ?? null,
    thumbnailFrameMs: thumbnail?.frameMs ?? null,
    returningMs,
    notes,
  };
}

/** Navigation start → the outliner's first row selected by a click (ms). */
async function openInteractive(page: Page, builderUrl: string): Promise<number> {
  await page.goto(builderUrl, { waitUntil: 'commit', timeout: 120_000 });
  const first = page.locator(ROW).first();
  await first.waitFor({ timeout: 120_000 });
  await first.click();
  await page.locator(`${ROW}[aria-selected="true"]`).waitFor();
  return page.evaluate(() => performance.now());
}

/** Asks the preview frame for the card thumbnail, as the builder does 10 s after an edit. */
const REQUEST_THUMBNAIL = `new Promise((resolve, reject) => {
  const frame = document.querySelector('iframe[data-testid="preview-frame"]').contentWindow;
  const requestId = 'bench-' + Math.random();
  const timer = setTimeout(() => reject(new Error('the preview sent no thumbnail within 60 s')), 60000);
  const onMessage = (event) => {
    if (event.data?.type !== 'generateThumbnail:result' || event.data.requestId !== requestId) return;
    window.removeEventListener('message', onMessage);
    clearTimeout(timer);
    if (event.data.dataUrl) resolve(event.data.dataUrl.length);
    else reject(new Error(event.data.error));
  };
  window.addEventListener('message', onMessage);
  frame.postMessage({ type: 'generateThumbnail', requestId, channel: '${BRIDGE_CHANNEL}' }, '*');
})`;

/** A session of the preview frame's own renderer process, or null when it shares the page's. */
async function frameSession(page: Page): Promise<CDPSession | null> {
  try {
    const session = await page.context().newCDPSession(previewFrame(page));
    await session.send('Performance.enable');
    return session;
  } catch {
    return null;
  }
}

/**
 * Main-thread milliseconds of one card thumbnail capture (median of three): the builder's, and the
 * preview frame's own process's.
 */
async function thumbnailCaptureMs(
  page: Page,
  cdp: CDPSession,
  frameCdp: CDPSession | null,
): Promise<{ ms: number; frameMs: number | null }> {
  const times: number[] = [];
  const frameTimes: number[] = [];
  for (let run = 0; run < 3; run++) {
    const frameBefore = frameCdp ? await taskSeconds(frameCdp) : 0;
    times.push(
      await mainThreadMs(
        page,
        cdp,
        async () => void (await page.evaluate(REQUEST_THUMBNAIL)),
        async () => {},
      ),
    );
    if (frameCdp) frameTimes.push(((await taskSeconds(frameCdp)) - frameBefore) * 1000);
  }
  return { ms: median(times), frameMs: frameCdp ? median(frameTimes) : null };
}
