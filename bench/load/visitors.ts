// The visitors of the load test: each opens the published page (its HTML, then the release it
// renders) and comes back a few seconds later, spread over the server processes, until stopped.
export interface VisitorLoad {
  /** One http://127.0.0.1:port per server process. */
  urls: string[];
  projectId: string;
  version: string;
  visitors: number;
  /** Mean pause between two visits of one visitor. */
  revisitMs: number;
}

export interface VisitorsRun {
  visits: () => number;
  errors: () => number;
  /** Page + release load times in ms. */
  durations: number[];
  stop(): Promise<void>;
}

export function startVisitors(load: VisitorLoad): VisitorsRun {
  let visits = 0;
  let errors = 0;
  let running = true;
  const durations: number[] = [];
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  async function visitor(index: number) {
    const base = load.urls[index % load.urls.length]!;
    await sleep(Math.random() * load.revisitMs);
    while (running) {
      const started = performance.now();
      try {
        const page = await fetch(`${base}/p/${load.projectId}/`);
        await page.text();
        const release = await fetch(`${base}/p/${load.projectId}/${load.version}/release.json`);
        await release.arrayBuffer();
        if (!page.ok || !release.ok) errors++;
        durations.push(performance.now() - started);
      } catch {
        errors++;
      }
      visits++;
      await sleep(load.revisitMs * (0.5 + Math.random()));
    }
  }

  const all = Array.from({ length: load.visitors }, (_, i) => visitor(i));
  return {
    visits: () => visits,
    errors: () => errors,
    durations,
    async stop() {
      running = false;
      await Promise.all(all);
    },
  };
}
