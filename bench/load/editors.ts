// The editors of the load test: each types into the shared story text, moves its own element and
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

export async function startEditors(load: EditorLoad, startedAt: number): Promise<EditorsRun> {
  const latencies: number[][] = [];
  let disconnects = 0;
  let closing = false;
  const clients: BenchClient[] = [];
  for (let i = 0; i < load.editors; i++) {
    const observer = i < load.observers;
    const client = new BenchClient({
      dialect: 'vitrine',
      baseUrl: load.urls[i % load.urls.length]!,
      docName: load.projectId,
      token: load.token,
      onClose: () => {
        if (!closing) disconnects++;
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
    const story = client.doc.getText('story');
    const jitter = () => Math.random() * 500;
    const type = () => {
      story.insert(Math.floor(Math.random() * (story.length + 1)), String.fromCharCode(97 + (i % 26)));
      client.set(`${EDIT_KEY}${i}`, { at: performance.now() });
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
      const everyone = [...clients, ...fresh];
      for (const client of clients) client.resync();
      const since = Date.now();
      const deadline = since + timeoutMs;
      let detail = '';
      for (;;) {
        const after = `among ${everyone.length} clients after ${((Date.now() - since) / 1000).toFixed(0)} s`;
        const vectors = new Set(
          everyone.map((c) => Buffer.from(Y.encodeStateVector(c.doc)).toString('base64')),
        );
        if (vectors.size === 1) {
          // Contents are read only once the vectors agree: reading 200 documents is not free.
          const contents = new Set(everyone.map(contentOf));
          detail = `1 state vector, ${contents.size} content(s) ${after}`;
          if (contents.size === 1) return { converged: true, detail };
        } else detail = `${vectors.size} state vectors ${after}`;
        if (Date.now() > deadline) return { converged: false, detail };
        await new Promise((resolve) => setTimeout(resolve, 2000));
      }
    },
    close() {
      closing = true;
      timers.splice(0).forEach(clearInterval);
      clients.forEach((c) => c.close());
    },
  };
}

/** A client's document as text; map keys sorted, as each client learned them in its own order. */
function contentOf(client: BenchClient): string {
  const map = client.doc.getMap('bench').toJSON();
  const sorted = Object.keys(map)
    .sort()
    .map((key) => [key, map[key]]);
  return JSON.stringify([client.doc.getText('story').toString(), sorted]);
}

export function p99(values: number[] | undefined): number {
  if (!values?.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))]!;
}
