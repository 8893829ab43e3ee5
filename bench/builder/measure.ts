// Measurements shared by both editors: main-thread busy time of one action (Chrome's TaskDuration
// metric before and after, the action's effect awaited and the thread idle again), and medians.
import type { CDPSession, Page } from 'playwright-core';

export async function cdpFor(page: Page): Promise<CDPSession> {
  const session = await page.context().newCDPSession(page);
  await session.send('Performance.enable');
  return session;
}

async function taskSeconds(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0;
}

/** Resolves once the page's main thread had an idle period (two in a row). */
export async function idle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 5000 }), { timeout: 5000 }),
      ),
  );
}

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

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export interface EditorFigures {
  /** Navigation start → the outliner's first row answers a click (ms). */
  interactiveMs: number;
  renameMs: number;
  moveMs: number;
  notes: string[];
}

export const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
