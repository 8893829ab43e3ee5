// Measurements shared by both editors: main-thread busy time of one action (Chrome's TaskDuration
// metric before and after, the action's effect awaited and the thread idle again), React commits and
// rendered components per action (Vitrine), the JS heap, and medians.
import type { CDPSession, Page } from 'playwright-core';
import { clearReactLogs, reactCounts, startCpuProfile, stopCpuProfile, type CpuProfile } from './profile.ts';
import { printTraceSummary, startTrace } from './trace.ts';

export async function cdpFor(page: Page): Promise<CDPSession> {
  const session = await page.context().newCDPSession(page);
  await session.send('Performance.enable');
  return session;
}

export async function taskSeconds(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0;
}

/**
 * Resolves once the page's finite CSS animations and transitions (its own and its same-origin
 * frames') have ended, two frames were drawn, and its main thread then had an idle period (two in
 * a row). Idle periods come between the frames of a running animation, so without the first wait
 * the frames of the last step's animation (a dialog fading in) were counted as the next edit's.
 * Each idle wait gives up after 250 ms: once focus left a field (an Escape, a click outside it),
 * headless Chromium gave the builder no idle period at all while it had an out-of-process frame,
 * so a 5 s timeout made every edit's window 10 s long; those windows took in the builder's timers
 * and, 10 s after the last edit, the preview's card thumbnail capture running on the other core.
 */
export async function idle(page: Page): Promise<void> {
  // A sandboxed frame (the preview, in a process of its own) cannot be reached from the page, and
  // headless Chromium gives such a frame no idle periods (its idle callbacks only ever time out):
  // there, its animations ended and two frames drawn after the edit mean it is done.
  for (const frame of page.frames())
    if (frame !== page.mainFrame()) await frame.evaluate(FRAME_SETTLED).catch(() => undefined);
  await page.evaluate(SETTLED);
}

// Strings, not functions: the bench runs through a transpiler that would wrap the named helpers of
// a function in calls the page does not have.

/** Waits (up to 2 s) until no finite animation runs in the documents `documents` (an expression) lists. */
const ANIMATIONS_ENDED = (documents: string) => `
  const animating = () =>
    ${documents}.some((doc) =>
      doc.getAnimations().some(
        (animation) =>
          animation.playState === 'running' &&
          animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
      ),
    );
  for (let waited = 0; animating() && waited < 2000; waited += 20)
    await new Promise((resolve) => setTimeout(resolve, 20));`;

const SETTLED = `(async () => {
  const documents = () => {
    const found = [document];
    for (const frame of document.querySelectorAll('iframe')) {
      try {
        if (frame.contentDocument) found.push(frame.contentDocument);
      } catch {}
    }
    return found;
  };
  ${ANIMATIONS_ENDED('documents()')}
  for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
  await new Promise((resolve) =>
    requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 250 }), { timeout: 250 }),
  );
})()`;

const FRAME_SETTLED = `(async () => {
  ${ANIMATIONS_ENDED('[document]')}
  for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
  await new Promise((resolve) => setTimeout(resolve, 0));
})()`;

/** Main-thread milliseconds spent from `act` until `done` holds and the thread is idle. */
export async function mainThreadMs(
  page: Page,
  cdp: CDPSession,
  act: () => Promise<void>,
  done: () => Promise<void>,
): Promise<number> {
  await idle(page);
  const before = await taskSeconds(cdp);
  await act();
  await done();
  await idle(page);
  const after = await taskSeconds(cdp);
  return (after - before) * 1000;
}

/** The live JS heap of the page and its same-origin frames (one isolate) after a full GC, in bytes. */
export async function heapBytes(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export const EDITS = ['rename', 'move', 'style', 'select', 'canvas-select', 'insert', 'undo'] as const;
export type EditName = (typeof EDITS)[number];

/** One kind of edit, driven through the editor's UI (or its API where the UI cannot be driven). */
export interface Edit {
  name: EditName;
  /** Gets run `index` ready (opens an editor, selects…); not measured. */
  prepare(index: number): Promise<void>;
  /** The measured action (a key press, a drop, a click). */
  act(index: number): Promise<void>;
  /** Resolves once the edit shows (outliner and, where there is one, the canvas). */
  done(index: number): Promise<void>;
}

export interface EditFigures {
  /** Median main-thread milliseconds of one edit (the page's renderer). */
  ms: number;
  /** Median main-thread milliseconds of the same window in a frame's own process (the preview), if any. */
  frameMs: number | null;
  /** React commits and components rendered per edit (medians; null without React). */
  commits: number | null;
  rendered: number | null;
}

export interface EditorFigures {
  elements: number;
  /** Navigation start → the outliner's first row answers a click (ms). */
  interactiveMs: number;
  /** Navigation start → the canvas shows the page's last element (ms). */
  canvasMs: number | null;
  /** JS heap after load and a full GC (bytes). */
  heapBytes: number;
  edits: Partial<Record<EditName, EditFigures>>;
  /** Main-thread ms of one card thumbnail capture (Vitrine with its preview; null otherwise). */
  thumbnailMs?: number | null;
  /** The same capture's main-thread ms in the preview frame's own process. */
  thumbnailFrameMs?: number | null;
  /** Of heapBytes, the part in the preview frame's own process. */
  frameHeapBytes?: number | null;
  /** Navigation start → interactive outliner when the same browser opens the project again (Vitrine). */
  returningMs?: number | null;
  notes: string[];
}

/**
 * Runs each edit `runs` times; with `profile`, one CPU profile per edit kind (measured windows only);
 * with `trace`, a Chromium trace of the measured windows, printed as self time per trace event.
 */
export async function measureEdits(
  page: Page,
  cdp: CDPSession,
  edits: Edit[],
  runs: number,
  options: { react: boolean; profile?: string; trace?: string; frameCdp?: CDPSession | null },
): Promise<{ figures: Partial<Record<EditName, EditFigures>>; profiles: Map<EditName, CpuProfile[]> }> {
  const frameCdp = options.frameCdp ?? null;
  const figures: Partial<Record<EditName, EditFigures>> = {};
  const profiles = new Map<EditName, CpuProfile[]>();
  for (const edit of edits) {
    const times: number[] = [];
    const frameTimes: number[] = [];
    const commits: number[] = [];
    const rendered: number[] = [];
    const traced: Parameters<typeof printTraceSummary>[1] = [];
    const byName = new Map<string, number>();
    let lastLog: string[] = [];
    for (let index = 0; index < runs; index++) {
      await edit.prepare(index);
      await idle(page);
      if (options.react) await clearReactLogs(page);
      const before = options.react ? await reactCounts(page) : null;
      if (options.profile) await startCpuProfile(cdp);
      const stopTrace = options.trace ? await startTrace(cdp) : null;
      const frameBefore = frameCdp ? await taskSeconds(frameCdp) : 0;
      times.push(
        await mainThreadMs(
          page,
          cdp,
          () => edit.act(index),
          () => edit.done(index),
        ),
      );
      if (frameCdp) frameTimes.push(((await taskSeconds(frameCdp)) - frameBefore) * 1000);
      // One by one: a trace can hold more events than a call takes arguments.
      if (stopTrace) for (const event of await stopTrace()) traced.push(event);
      if (options.profile) {
        const list = profiles.get(edit.name) ?? [];
        list.push(await stopCpuProfile(cdp, index === 0 ? `${options.profile}-${edit.name}` : null));
        profiles.set(edit.name, list);
      }
      if (before) {
        const after = await reactCounts(page);
        commits.push(after.commits - before.commits);
        rendered.push(after.rendered - before.rendered);
        lastLog = after.log ?? [];
        for (const [name, count] of Object.entries(after.names ?? {})) {
          const added = count - (before.names?.[name] ?? 0);
          if (added) byName.set(name, (byName.get(name) ?? 0) + added);
        }
      }
    }
    if (byName.size) {
      printRenders(`${edit.name}: components rendered per run`, byName, runs);
      console.log(`  the last run's commits, in order:`);
      for (const line of lastLog) console.log(`    ${line}`);
    }
    if (options.trace) printTraceSummary(`${options.trace}: ${edit.name}`, traced, runs);
    figures[edit.name] = {
      ms: median(times),
      frameMs: frameCdp ? median(frameTimes) : null,
      commits: options.react ? median(commits) : null,
      rendered: options.react ? median(rendered) : null,
    };
  }
  return { figures, profiles };
}

function printRenders(title: string, byName: Map<string, number>, runs: number): void {
  const sorted = [...byName].sort((a, b) => b[1] - a[1]);
  const total = sorted.reduce((sum, [, count]) => sum + count, 0);
  console.log(`\n${title}: ${(total / runs).toFixed(0)}`);
  for (const [name, count] of sorted.slice(0, 40))
    console.log(`  ${(count / runs).toFixed(1).padStart(7)}  ${name}`);
}

export const fmt = (ms: number | null | undefined) =>
  ms === null || ms === undefined || Number.isNaN(ms) ? '–' : `${ms.toFixed(1)} ms`;
export const mb = (bytes: number | null | undefined) =>
  bytes === null || bytes === undefined ? '–' : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
