// The load the benchmark puts on each server: bounded in clients and time, on 127.0.0.1 only.
import { BenchClient, type Dialect } from './client.ts';

export interface ScenarioResult {
  p50: number;
  p99: number;
  /** Updates delivered to clients per second (fan-out included). */
  deliveredPerSecond: number;
  /** Delivered / expected deliveries. */
  completeness: number;
  rssBytes: number;
}

interface Target {
  dialect: Dialect;
  url: string;
  rss(): number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Load runs this long before measuring, so every server is past its JIT warm-up. */
const WARM_UP_MS = 3000;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

class LatencyLog {
  readonly sentAt = new Map<number, number>();
  readonly samples: number[] = [];
  private seq = 0;
  measuring = false;
  expected = 0;

  next(receivers: number): number {
    const seq = ++this.seq;
    this.sentAt.set(seq, performance.now());
    if (this.measuring) this.expected += receivers;
    else this.sentAt.set(seq, -1);
    return seq;
  }

  received(value: unknown): void {
    if (typeof value !== 'number') return;
    const sent = this.sentAt.get(value);
    if (sent !== undefined && sent >= 0) this.samples.push(performance.now() - sent);
  }

  result(durationMs: number, rssBytes: number): ScenarioResult {
    const sorted = [...this.samples].sort((a, b) => a - b);
    return {
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      deliveredPerSecond: this.samples.length / (durationMs / 1000),
      completeness: this.expected ? this.samples.length / this.expected : 0,
      rssBytes,
    };
  }
}

async function openAll(clients: BenchClient[], batch = 25): Promise<void> {
  for (let i = 0; i < clients.length; i += batch) {
    await Promise.all(clients.slice(i, i + batch).map((client) => client.open()));
  }
}

/** Moves every client's cursor once per period, each at its own phase. */
function moveCursors(clients: BenchClient[], periodMs: number): () => void {
  const timers = clients.map((client, i) =>
    setTimeout(() => {
      const interval = setInterval(
        () => client.setCursor(Math.random() * 1000, Math.random() * 800),
        periodMs,
      );
      timers[i] = interval;
    }, Math.random() * periodMs),
  );
  return () => timers.forEach((timer) => clearInterval(timer));
}

export interface BroadcastOptions {
  observers: number;
  editsPerSecond: number;
  cursorPeriodMs: number;
  durationMs: number;
}

/** One writer, many observers with their cursors moving: the presence-heavy case. */
export async function broadcastScenario(
  target: Target,
  docName: string,
  token: string,
  options: BroadcastOptions,
): Promise<ScenarioResult> {
  const log = new LatencyLog();
  const observers = Array.from(
    { length: options.observers },
    () =>
      new BenchClient({
        dialect: target.dialect,
        baseUrl: target.url,
        docName,
        token,
        onRemoteKey: (_key, value) => log.received(value),
      }),
  );
  const writer = new BenchClient({ dialect: target.dialect, baseUrl: target.url, docName, token });
  await openAll([...observers, writer]);
  const stopCursors = moveCursors(observers, options.cursorPeriodMs);
  const edit = setInterval(
    () => writer.set('writer', log.next(options.observers)),
    1000 / options.editsPerSecond,
  );
  await sleep(WARM_UP_MS);
  log.measuring = true;
  await sleep(options.durationMs);
  log.measuring = false;
  clearInterval(edit);
  await sleep(1000);
  const rss = target.rss();
  stopCursors();
  [...observers, writer].forEach((client) => client.close());
  return log.result(options.durationMs, rss);
}

export interface EditorsOptions {
  editorsPerProject: number;
  editsPerSecond: number;
  cursorPeriodMs: number;
  durationMs: number;
}

/** Many small teams: every editor edits and sees the others' edits. */
export async function editorsScenario(
  target: Target,
  docNames: string[],
  token: string,
  options: EditorsOptions,
): Promise<ScenarioResult> {
  const log = new LatencyLog();
  const editors = docNames.flatMap((docName) =>
    Array.from(
      { length: options.editorsPerProject },
      () =>
        new BenchClient({
          dialect: target.dialect,
          baseUrl: target.url,
          docName,
          token,
          onRemoteKey: (_key, value) => log.received(value),
        }),
    ),
  );
  await openAll(editors);
  const stopCursors = moveCursors(editors, options.cursorPeriodMs);
  const period = 1000 / options.editsPerSecond;
  const timers: Array<ReturnType<typeof setInterval>> = [];
  editors.forEach((editor, i) =>
    timers.push(
      setTimeout(
        () =>
          timers.push(
            setInterval(() => editor.set(`e${i}`, log.next(options.editorsPerProject - 1)), period),
          ),
        Math.random() * period,
      ),
    ),
  );
  await sleep(WARM_UP_MS);
  log.measuring = true;
  await sleep(options.durationMs);
  log.measuring = false;
  timers.forEach((timer) => clearInterval(timer));
  await sleep(1000);
  const rss = target.rss();
  stopCursors();
  editors.forEach((client) => client.close());
  return log.result(options.durationMs, rss);
}
