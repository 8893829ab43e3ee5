// `npm run bench -- load [--minutes 10] [--editors 200] [--visitors 1000] [--only one|two]`:
// load and soak. 200 editors on one project (typing, moving, cursors on) and 1 000 visitors on its
// published page, first on one server process, then across two processes sharing PostgreSQL and
// Redis. Prints the fan-out p99 per minute, disconnects, RSS at minute 1 and at the end, and whether
// every client converged to the same document. Loopback only; every loop stops at the deadline.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { BenchClient } from '../collab/client.ts';
import { benchDatabase, seed } from '../collab/seed.ts';
import { startVitrine, type ServerUnderTest } from '../collab/servers.ts';
import { p99, startEditors } from './editors.ts';
import { subscribeTeamOf } from './plan.ts';
import { startVisitors } from './visitors.ts';

interface Options {
  minutes: number;
  editors: number;
  visitors: number;
  only?: string;
}

interface Outcome {
  config: string;
  editors: number;
  visitors: number;
  visits: number;
  visitorErrors: number;
  visitP99: number;
  disconnects: number;
  p99PerMinute: number[];
  rssStart: number;
  rssEnd: number;
  converged: string;
}

/** How long the clients may take to agree after the editing stops (the catch-up syncs included). */
const CONVERGE_TIMEOUT_MS = 600_000;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(0)}` : '–');

function parseOptions(args: string[]): Options {
  const value = (name: string) => {
    const at = args.indexOf(`--${name}`);
    return at >= 0 ? args[at + 1] : undefined;
  };
  return {
    minutes: Number(value('minutes') ?? 10),
    editors: Number(value('editors') ?? 200),
    visitors: Number(value('visitors') ?? 1000),
    only: value('only'),
  };
}

async function api(base: string, token: string, method: string, url: string, body?: unknown) {
  const res = await fetch(base + url, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

async function runConfig(name: string, processes: number, options: Options, env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-bench-load-'));
  const database = await benchDatabase(dataDir);
  const servers: ServerUnderTest[] = [];
  try {
    const seeded = await seed(database.target, 1, 4096);
    const projectId = seeded.projectIds[0]!;
    await subscribeTeamOf(database.target, projectId);
    const serverEnv = { ...database.env, ...env, JWT_SECRET: seeded.secret };
    for (let i = 0; i < processes; i++) servers.push(await startVitrine(serverEnv));
    const httpUrls = servers.map((s) => s.url.replace('ws://', 'http://'));
    const { teamId } = (await api(httpUrls[0]!, seeded.token, 'GET', `/v2/projects/${projectId}`)) as {
      teamId: string;
    };
    await api(httpUrls[0]!, seeded.token, 'PATCH', `/v2/teams/${teamId}/projects/${projectId}`, {
      allowedDomains: ['shop.example.com'],
    });
    const release = await api(httpUrls[0]!, seeded.token, 'POST', `/v2/projects/${projectId}/releases`, {
      description: 'Load test',
    });
    console.log(
      `\n[${name}] ${processes} process(es) on ${database.kind}; ${options.editors} editors joining…`,
    );

    const startedAt = performance.now();
    const editors = await startEditors(
      {
        urls: servers.map((s) => s.url),
        projectId,
        token: seeded.token,
        editors: options.editors,
        observers: Math.min(10, options.editors),
        typeEveryMs: 2000,
        moveEveryMs: 5000,
        cursorEveryMs: 1000,
      },
      startedAt,
    );
    const visitors = startVisitors({
      urls: httpUrls,
      projectId,
      version: String(release.version),
      visitors: options.visitors,
      revisitMs: 10_000,
    });
    const rss = () => servers.reduce((sum, s) => sum + s.rss(), 0);
    let rssStart = rss();
    for (let minute = 1; minute <= options.minutes; minute++) {
      await new Promise((resolve) => setTimeout(resolve, startedAt + minute * 60_000 - performance.now()));
      if (minute === 1) rssStart = rss();
      const latencies = editors.latencies[minute - 1];
      console.log(
        `[${name}] minute ${minute}: fan-out p99 ${ms(p99(latencies))} ms (${latencies?.length ?? 0} samples), ` +
          `visits ${visitors.visits()}, disconnects ${editors.disconnects()}, RSS ${mb(rss())}, ` +
          `load ${loadavg()[0]!.toFixed(1)}, generator heap ${mb(process.memoryUsage().heapUsed)}`,
      );
    }
    const rssEnd = rss();
    editors.stopEditing();
    await visitors.stop();
    const fresh = servers.map(
      (s) => new BenchClient({ dialect: 'vitrine', baseUrl: s.url, docName: projectId, token: seeded.token }),
    );
    await Promise.all(fresh.map((c) => c.open()));
    const convergence = await editors.converge(fresh, CONVERGE_TIMEOUT_MS);
    fresh.forEach((c) => c.close());
    const disconnects = editors.disconnects();
    editors.close();
    return {
      config: name,
      editors: options.editors,
      visitors: options.visitors,
      visits: visitors.visits(),
      visitorErrors: visitors.errors(),
      visitP99: p99(visitors.durations),
      disconnects,
      p99PerMinute: Array.from({ length: options.minutes }, (_, i) => p99(editors.latencies[i])),
      rssStart,
      rssEnd,
      converged: `${convergence.converged ? 'yes' : 'NO'} (${convergence.detail})`,
    } satisfies Outcome;
  } finally {
    for (const server of servers) await server.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function printTable(rows: Outcome[], skipped: string[]) {
  console.log('\nLoad and soak (loopback; figures are noisy on a shared machine)');
  console.log(
    '| configuration | editors | visitors (visits, errors, p99 ms) | disconnects | fan-out p99 per minute (ms) | RSS minute 1 → end | converged |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) {
    console.log(
      `| ${row.config} | ${row.editors} | ${row.visitors} (${row.visits}, ${row.visitorErrors}, ${ms(row.visitP99)}) | ` +
        `${row.disconnects} | ${row.p99PerMinute.map(ms).join(' · ')} | ${mb(row.rssStart)} → ${mb(row.rssEnd)} | ${row.converged} |`,
    );
  }
  for (const line of skipped) console.log(`| ${line} |`);
}

export async function run(args: string[]): Promise<void> {
  const options = parseOptions(args);
  const rows: Outcome[] = [];
  const skipped: string[] = [];
  console.log(
    `Load: ${options.minutes} minute(s) per configuration; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  if (!options.only || options.only === 'one') rows.push(await runConfig('1 process', 1, options, {}));
  if (!options.only || options.only === 'two') {
    const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL;
    const postgres = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (redisUrl && postgres)
      rows.push(await runConfig('2 processes + Redis', 2, options, { REDIS_URL: redisUrl }));
    else
      skipped.push(
        '2 processes + Redis: skipped, set BENCH_DATABASE_URL (or TEST_DATABASE_URL) and BENCH_REDIS_URL (or TEST_REDIS_URL)',
      );
  }
  printTable(rows, skipped);
}
