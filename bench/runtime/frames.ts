// Frame time of a published 3D page once it is drawn: the intervals between animation frames in
// Chromium over a fixed window (the scene draws only while something in it moves: the template's
// camera turns for its first seconds). On a software renderer (SwiftShader) every extra pass of the
// scene — contact shadows, shadow maps — shows here.
import type { BrowserContext } from 'playwright-core';

export interface FrameFigures {
  frames: number;
  medianMs: number;
  p95Ms: number;
}

/** Counts frames for `windowMs` once the page's canvas has existed for `settleMs`. */
export async function measureFrames(
  context: BrowserContext,
  url: string,
  options: { settleMs: number; windowMs: number },
): Promise<FrameFigures> {
  const page = await context.newPage();
  try {
    await page.goto(url);
    await page.waitForSelector('canvas', { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(options.settleMs);
    // A string, not a function: the bench runs through a loader that would rename nested functions.
    const intervals = (await page.evaluate(`new Promise((resolve) => {
      const times = [];
      const start = performance.now();
      const tick = (now) => {
        times.push(now);
        if (now - start < ${options.windowMs}) requestAnimationFrame(tick);
        else resolve(times.slice(1).map((time, index) => time - times[index]));
      };
      requestAnimationFrame(tick);
    })`)) as number[];
    if (intervals.length === 0) return { frames: 0, medianMs: Number.NaN, p95Ms: Number.NaN };
    const sorted = [...intervals].sort((a, b) => a - b);
    const at = (fraction: number) =>
      sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;
    return { frames: intervals.length, medianMs: at(0.5), p95Ms: at(0.95) };
  } finally {
    await page.close();
  }
}
