// The editors of the load test: each types into its own element's text, moves its own element and
// sends its cursor, on a real Vitrine socket. A few of them (the observers) time how long every
// other editor's change takes to reach them: the fan-out latency, bucketed by the minute it was sent.
import * as Y from 'yjs';
import { BenchClient } from '../collab/client.ts';

export interface EditorLoad {
  /** One ws://127.0.0.1:port per server process; editors are spread over them in turn. */
  urls: string[];
  projectId: string;
  token: string;
  editors: number;
  observers: number;
  typeEveryMs: number;
  moveEveryMs: number;
  cursorEveryMs: number;
}

export interface EditorsRun {
  /** Latencies in ms per minute of the run (index 0 = first minute). */
  latencies: number[][];
  /** Sockets closed by anything but the bench itself. */
  disconnects: () => number;
  stopEditing(): void;
  converge(fresh: BenchClient[], timeoutMs: number): Promise<{ converged: boolean; detail: string }>;
  close(): void;
}

const EDIT_KEY = 'edit:';
/** Editors catching up with a fresh sync at the same time, at the end. */
const CATCH_UP_BATCH = 10;

export async function startEditors(load: EditorLoad, startedAt: number): Promise<EditorsRun> {
  const latencies: number[][] = [];
  let disconnects = 0;
  let closing = false;
  const clients: BenchClient[] = [];
  /** Editors already compared and closed by the convergence check. */
  const left = new Set<BenchClient>();
  for (let i = 0; i < load.editors; i++) {
    const observer = i < load.observers;
    const client = new BenchClient({
      dialect: 'vitrine',
      baseUrl: load.urls[i % load.urls.length]!,
      docName: load.projectId,
      token: load.token,
      onClose: () => {
        if (!closing && !left.has(client)) disconnects++;
      },
      // Only the observers apply each update as it arrives; the others count theirs and catch up at
      // the end with a fresh sync, which the convergence check then compares.
      remoteUpdates: observer ? 'apply' : 'count',
      onRemoteKey: observer
        ? (key, value) => {
            if (!key.startsWith(EDIT_KEY)) return;
            const sentAt = (value as { at: number }).at;
            const minute = Math.floor((sentAt - startedAt) / 60_000);
            (latencies[minute] ??= []).push(performance.now() - sentAt);
          }
        : undefined,
    });
    clients.push(client);
  }
  // Joining all at once is a load of its own; a few at a time is how a team arrives.
  for (let i = 0; i < clients.length; i += 20)
    await Promise.all(clients.slice(i, i + 20).map((c) => c.open()));

  const timers: NodeJS.Timeout[] = [];
  clients.forEach((client, i) => {
    const jitter = () => Math.random() * 500;
    // Typing as the property panel writes a text prop: the element's whole value per keystroke (the
    // builder has no shared text type), with the time it was typed for the observers.
    let text = '';
    const type = () => {
      text += String.fromCharCode(97 + (i % 26));
      const map = client.doc.getMap('bench');
      client.doc.transact(() => {
        map.set(`text:${i}`, text);
        map.set(`${EDIT_KEY}${i}`, { at: performance.now() });
      });
    };
    const move = () =>
      client.set(`position:${i}`, {
        x: Math.round(Math.random() * 1920),
        y: Math.round(Math.random() * 937),
      });
    const cursor = () => client.setCursor(Math.random() * 1920, Math.random() * 937);
    setTimeout(() => {
      timers.push(setInterval(type, load.typeEveryMs));
      timers.push(setInterval(move, load.moveEveryMs));
      timers.push(setInterval(cursor, load.cursorEveryMs));
    }, jitter());
  });

  return {
    latencies,
    disconnects: () => disconnects,
    stopEditing: () => timers.splice(0).forEach(clearInterval),
    async converge(fresh, timeoutMs) {
      const since = Date.now();
      const deadline = since + timeoutMs;
      const after = () => `after ${((Date.now() - since) / 1000).toFixed(0)} s`;
      const vectorOf = (client: BenchClient) =>
        Buffer.from(Y.encodeStateVector(client.doc)).toString('base64');
      // The reference: the fresh clients (one new socket per process) and the observers, which
      // applied every update as it came, must agree with each other first.
      const settled = [...fresh, ...clients.slice(0, load.observers)];
      let reference = '';
      for (;;) {
        const vectors = new Set(settled.map(vectorOf));
        if (vectors.size === 1) {
          const contents = new Set(settled.map(contentOf));
          if (contents.size === 1) {
            reference = [...vectors][0]!;
            break;
          }
        }
        if (Date.now() > deadline)
          return {
            converged: false,
            detail: `${vectors.size} state vectors among the fresh clients and observers ${after()}`,
          };
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      const referenceContent = contentOf(settled[0]!);
      // Then every other editor catches up, a few at a time, is compared and let go: 190 copies of a
      // ten-minute document at once would not fit in this process's heap.
      const catching = clients.slice(load.observers);
      let agreed = settled.length;
      const differing: string[] = [];
      for (let i = 0; i < catching.length; i += CATCH_UP_BATCH) {
        const batch = catching.slice(i, i + CATCH_UP_BATCH);
        batch.forEach((client) => client.resync());
        for (const client of batch) {
          while (vectorOf(client) !== reference && Date.now() < deadline)
            await new Promise((resolve) => setTimeout(resolve, 100));
          if (vectorOf(client) === reference && contentOf(client) === referenceContent) agreed++;
          else differing.push(`editor ${clients.indexOf(client)}`);
          left.add(client);
          client.discard();
        }
      }
      const total = settled.length + catching.length;
      return differing.length === 0
        ? {
            converged: true,
            detail: `${agreed} of ${total} clients on one state vector and content ${after()}`,
          }
        : {
            converged: false,
            detail: `${differing.length} of ${total} clients differ (${differing.slice(0, 5).join(', ')}) ${after()}`,
          };
    },
    close() {
      closing = true;
      timers.splice(0).forEach(clearInterval);
      clients.filter((c) => !left.has(c)).forEach((c) => c.close());
    },
  };
}

/** A client's document as text; map keys sorted, as each client learned them in its own order. */
function contentOf(client: BenchClient): string {
  const map = client.doc.getMap('bench').toJSON();
  const sorted = Object.keys(map)
    .sort()
    .map((key) => [key, map[key]]);
  return JSON.stringify(sorted);
}

export function p99(values: number[] | undefined): number {
  if (!values?.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))]!;
}
