// Where an edit's main-thread time goes beyond JavaScript: a Chromium trace of the measured window
// (the `devtools.timeline` events the Performance panel shows), summed as self time per event on the
// page's renderer main thread — style recalculation, layout, pre-paint, paint, layerize, script.
// With TRACE_DUMP=dir the events of each edit are also written there as JSON, to read task by task.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CDPSession } from 'playwright-core';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    data?: { frame?: string; url?: string; frames?: { frame: string; url: string }[] };
    beginData?: { frame?: string };
    elementCount?: number;
  };
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink',
  'cc',
  'gpu',
].join(',');

export async function startTrace(cdp: CDPSession): Promise<() => Promise<TraceEvent[]>> {
  const events: TraceEvent[] = [];
  const onData = ({ value }: { value: unknown[] }) => events.push(...(value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', onData);
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  return async () => {
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', onData);
    return events;
  };
}

/** The renderer main threads (the page and its same-origin frames share one). */
function mainThreads(events: TraceEvent[]): Set<string> {
  const threads = new Set<string>();
  for (const event of events)
    if (event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      threads.add(`${event.pid}:${event.tid}`);
  return threads;
}

/** Self milliseconds per event name on the renderer main thread(s), and the tasks' total. */
export function selfTimeByEvent(events: TraceEvent[]): { totalMs: number; byName: Map<string, number> } {
  const threads = mainThreads(events);
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (event.ph !== 'X' || event.dur === undefined || !threads.has(key)) continue;
    const list = byThread.get(key) ?? [];
    list.push(event);
    byThread.set(key, list);
  }
  const byName = new Map<string, number>();
  let totalMs = 0;
  for (const list of byThread.values()) {
    // Parents first: earlier start, and for equal starts the longer one.
    list.sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
    const stack: { event: TraceEvent; childUs: number }[] = [];
    const close = (until: number) => {
      while (stack.length > 0) {
        const top = stack[stack.length - 1]!;
        if (top.event.ts + top.event.dur! > until) return;
        stack.pop();
        const self = top.event.dur! - top.childUs;
        byName.set(top.event.name, (byName.get(top.event.name) ?? 0) + self / 1000);
      }
    };
    for (const event of list) {
      close(event.ts);
      const parent = stack[stack.length - 1];
      if (parent) parent.childUs += event.dur!;
      else if (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask')
        totalMs += event.dur! / 1000;
      stack.push({ event, childUs: 0 });
    }
    close(Number.POSITIVE_INFINITY);
  }
  return { totalMs, byName };
}

/** The document an event worked on (style, layout and paint events name their frame). */
function frameNames(events: TraceEvent[]): Map<string, string> {
  const names = new Map<string, string>();
  const name = (url: string) => (url.includes('/preview/') ? 'preview' : 'builder');
  for (const event of events) {
    for (const frame of event.args?.data?.frames ?? []) names.set(frame.frame, name(frame.url));
    const { frame, url } = event.args?.data ?? {};
    if (event.name === 'FrameCommittedInBrowser' && frame && url) names.set(frame, name(url));
  }
  return names;
}

const RENDERING = new Set(['UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint']);

/** Milliseconds of style, layout and paint events per document (inclusive), and elements restyled. */
function renderingByFrame(events: TraceEvent[]): Map<string, { ms: number; elements: number }> {
  const names = frameNames(events);
  const byFrame = new Map<string, { ms: number; elements: number }>();
  for (const event of events) {
    if (event.ph !== 'X' || !RENDERING.has(event.name)) continue;
    const frame = event.args?.beginData?.frame ?? event.args?.data?.frame;
    const key = `${event.name} in ${frame ? (names.get(frame) ?? 'another frame') : 'no frame'}`;
    const sum = byFrame.get(key) ?? { ms: 0, elements: 0 };
    sum.ms += (event.dur ?? 0) / 1000;
    sum.elements += event.args?.elementCount ?? 0;
    byFrame.set(key, sum);
  }
  return byFrame;
}

/** The main thread's tasks of a trace, longest first, each with its biggest direct parts (for digging). */
export function printTasks(events: TraceEvent[], limit = 12): void {
  const threads = mainThreads(events);
  const main = events
    .filter(
      (event) => event.ph === 'X' && event.dur !== undefined && threads.has(`${event.pid}:${event.tid}`),
    )
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const tasks = main.filter(
    (event) => event.name === 'ThreadControllerImpl::RunTask' || event.name === 'RunTask',
  );
  for (const task of [...tasks].sort((a, b) => b.dur! - a.dur!).slice(0, limit)) {
    const end = task.ts + task.dur!;
    const inside = main.filter(
      (event) => event !== task && event.ts >= task.ts && event.ts + event.dur! <= end,
    );
    const parts = new Map<string, number>();
    for (const event of inside) parts.set(event.name, (parts.get(event.name) ?? 0) + event.dur! / 1000);
    const top = [...parts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8);
    console.log(
      `  task ${(task.dur! / 1000).toFixed(2)} ms: ${top.map(([name, ms]) => `${name} ${ms.toFixed(2)}`).join(', ')}`,
    );
  }
}

export function printTraceSummary(title: string, events: TraceEvent[], runs: number, limit = 14): void {
  if (process.env.TRACE_DUMP) {
    mkdirSync(process.env.TRACE_DUMP, { recursive: true });
    writeFileSync(
      path.join(process.env.TRACE_DUMP, `${title.replace(/\W+/g, '-')}.json`),
      JSON.stringify(events),
    );
  }
  const { totalMs, byName } = selfTimeByEvent(events);
  console.log(`\n${title}: ${(totalMs / runs).toFixed(1)} ms of main-thread tasks per run (trace)`);
  const top = [...byName.entries()].sort((a, b) => b[1] - a[1]).slice(0, limit);
  for (const [name, ms] of top) console.log(`${(ms / runs).toFixed(2).padStart(10)} ms  ${name}`);
  const byFrame = [...renderingByFrame(events).entries()].sort((a, b) => b[1].ms - a[1].ms);
  if (process.env.TRACE_TASKS) printTasks(events);
  console.log('  style, layout and paint by document (inclusive):');
  for (const [name, { ms, elements }] of byFrame)
    console.log(
      `${(ms / runs).toFixed(2).padStart(10)} ms  ${name}` +
        (elements ? ` (${Math.round(elements / runs)} elements restyled)` : ''),
    );
}
