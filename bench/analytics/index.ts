// `npm run bench -- analytics [events] [pgliteEvents]`: analytics ingestion through the real
// POST /v2/analytics/logs (a fixed offered rate of 5 000 events/s, then as fast as 64 senders go) and
// the five queries over a project with `events` generated events (default 10 million) on PostgreSQL,
// then the same on PGlite with `pgliteEvents` (default 1 million). PostgreSQL is used when
// BENCH_DATABASE_URL or TEST_DATABASE_URL is set. Prints the figures with the machine's load.
//
// Flags: `--ingest-only` measures ingestion alone on empty databases (no generation, no queries: about
// a minute); `--no-pglite` skips PGlite; `--profile=<dir>` writes the server's CPU profile of each
// ingestion phase there (open it in Chrome DevTools or read it with bench/analytics/profile-top.ts);
// `--keep` leaves the PostgreSQL database in place and prints its name, to study the queries with
// EXPLAIN afterwards (drop it by hand).
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { startRefreshFamily } from '../../apps/server/src/auth/refresh-tokens.ts';
import { createTokenSigner } from '../../apps/server/src/auth/tokens.ts';
import { openDatabase, type DatabaseTarget } from '../../apps/server/src/db/database.ts';
import { projects, releases, teamMembers, teams, users } from '../../apps/server/src/db/schema.ts';
import { startVitrine, type ServerUnderTest } from '../collab/servers.ts';
import { generateAnalytics, RELEASES } from './generate.ts';
import { closedLoop, closeLoad, openLoop, type LoadResult, type Target } from './load.ts';
import { measureQueries } from './queries.ts';

const INGEST_PROJECTS = 10;
const OFFERED_EVENTS_PER_SECOND = 5000;
const BATCH = 10;
const VISITORS = 5000;
const SECONDS = 10;
const QUERY_ROUNDS = 31;

const percentile = (values: number[], q: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
};
const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

interface Database {
  kind: 'PostgreSQL' | 'PGlite';
  target: DatabaseTarget;
  env: Record<string, string>;
  drop(): Promise<void>;
}

async function postgres(adminUrl: string, dataDir: string): Promise<Database> {
  const name = `vitrine_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'PostgreSQL',
    target: { url: url.toString() },
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A user owning a team with the query project (three releases) and the ingestion projects. */
async function seed(database: Database, events: number) {
  const handle = await openDatabase(database.target);
  const db = handle.db;
  const [user] = await db.insert(users).values({ email: 'bench@example.com' }).returning();
  const [team] = await db.insert(teams).values({ name: 'Bench' }).returning();
  await db.insert(teamMembers).values({ teamId: team!.id, userId: user!.id, role: 'team_owner' });
  const make = async (label: string, versions: readonly string[]) => {
    const [project] = await db.insert(projects).values({ teamId: team!.id, label }).returning();
    for (const version of versions)
      await db.insert(releases).values({
        projectId: project!.id,
        version,
        description: 'Bench',
        snapshot: { document: { label, pages: { home: { id: 'home', label: 'Home' } } }, files: {} },
      });
    return project!.id;
  };
  const queryProject = await make('Analytics bench', RELEASES);
  const ingestProjects: string[] = [];
  for (let i = 0; i < INGEST_PROJECTS; i++) ingestProjects.push(await make(`Ingest ${i}`, ['1.0.0']));
  const secret = randomBytes(32).toString('hex');
  // An access token names a live session, as a sign-in would start it.
  const { sessionId } = await startRefreshFamily(db, user!.id);
  const token = await createTokenSigner(secret).sign({ id: user!.id, email: user!.email, sessionId }, 3600);
  if (events === 0) {
    await handle.close();
    return { secret, token, queryProject, ingestProjects, events: 0 };
  }
  console.log(`  generating ${events.toLocaleString('en-US')} events (load ${load()})…`);
  const started = performance.now();
  const generated = await generateAnalytics(db, queryProject, events, (line) => console.log(line));
  const [{ count } = { count: 0 }] = (
    (await db.execute(sql`select count(*)::int8 as count from analytics_events`)) as unknown as {
      rows: { count: string | number }[];
    }
  ).rows;
  console.log(
    `  ${Number(count).toLocaleString('en-US')} events, ${generated.sessions.toLocaleString('en-US')} sessions in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  await handle.close();
  return { secret, token, queryProject, ingestProjects, events: Number(count) };
}

interface Options {
  /** Ingestion only, on an empty database: no generation, no queries. */
  ingestOnly: boolean;
  /** Where to write the server's CPU profile of each ingestion phase, if anywhere. */
  profileDir?: string;
}

interface Figures {
  kind: string;
  events: number;
  offered: LoadResult;
  saturated: LoadResult;
  /** CPU seconds the load generator (this process) spent per phase: it shares the machine. */
  clientCpu: { offered: number; saturated: number };
  queries: { name: string; p50: number; p99: number }[];
  load: string;
}

/** Runs one load phase, with the server's CPU profile when asked, and this process's CPU time. */
async function phase(
  server: ServerUnderTest,
  name: string,
  options: Options,
  kind: string,
  run: () => Promise<LoadResult>,
): Promise<{ result: LoadResult; cpu: number }> {
  const file =
    options.profileDir && path.join(options.profileDir, `ingest-${kind.toLowerCase()}-${name}.cpuprofile`);
  if (file) await server.ask!(`profile ${file}`, 'profiling');
  const before = process.cpuUsage();
  const result = await run();
  const used = process.cpuUsage(before);
  if (file) {
    await server.ask!('profiled', 'profiled');
    console.log(`  server CPU profile: ${file}`);
  }
  return { result, cpu: (used.user + used.system) / 1e6 };
}

async function measure(database: Database, events: number, options: Options): Promise<Figures> {
  console.log(`\n${database.kind}:`);
  const seeded = await seed(database, options.ingestOnly ? 0 : events);
  // The load names each visitor in X-Forwarded-For, as a proxy on this machine would.
  const server = await startVitrine({ ...database.env, JWT_SECRET: seeded.secret, TRUST_PROXY: '127.0.0.1' });
  try {
    const url = server.url.replace(/^ws:/, 'http:');
    const target: Target = {
      url,
      releases: seeded.ingestProjects.map((projectId) => ({ projectId, version: '1.0.0' })),
    };
    await closedLoop(target, { concurrency: 16, seconds: 2, batchSize: BATCH, visitors: VISITORS });
    console.log(`  ingestion at ${OFFERED_EVENTS_PER_SECOND} events/s offered (load ${load()})…`);
    const offered = await phase(server, 'offered', options, database.kind, () =>
      openLoop(target, {
        eventsPerSecond: OFFERED_EVENTS_PER_SECOND,
        seconds: SECONDS,
        batchSize: BATCH,
        visitors: VISITORS,
      }),
    );
    console.log(`  ingestion as fast as 64 senders go (load ${load()})…`);
    const saturated = await phase(server, 'saturated', options, database.kind, () =>
      closedLoop(target, { concurrency: 64, seconds: SECONDS, batchSize: BATCH, visitors: VISITORS }),
    );
    const timings = options.ingestOnly ? [] : await queries(url, seeded.token, seeded.queryProject);
    return {
      kind: database.kind,
      events: seeded.events,
      offered: offered.result,
      saturated: saturated.result,
      clientCpu: { offered: offered.cpu, saturated: saturated.cpu },
      queries: timings.map((t) => ({
        name: t.name,
        p50: percentile(t.latenciesMs, 0.5),
        p99: percentile(t.latenciesMs, 0.99),
      })),
      load: load(),
    };
  } finally {
    await server.stop();
  }
}

async function queries(url: string, token: string, projectId: string) {
  console.log(`  queries, ${QUERY_ROUNDS - 1} rounds (load ${load()})…`);
  return measureQueries(url, token, projectId, { rounds: QUERY_ROUNDS, release: RELEASES[2] });
}

function print(figures: Figures[]): void {
  const rate = (r: LoadResult) => Math.round(r.events / r.seconds).toLocaleString('en-US');
  const at = (r: LoadResult, q: number) => ms(percentile(r.latenciesMs, q));
  console.log('\nIngestion (POST /v2/analytics/logs, batches of 10 events, 5 000 visitors, 10 releases)');
  console.log(
    'database     | offered 5 000 ev/s: stored ev/s | p50 ack | p99 ack | refused || 64 senders: ev/s | p50 ack | p99 ack | client CPU',
  );
  for (const f of figures) {
    const { offered, saturated } = f;
    const cpu = `${f.clientCpu.offered.toFixed(1)} + ${f.clientCpu.saturated.toFixed(1)} s`;
    const left = [
      f.kind.padEnd(12),
      rate(offered).padStart(31),
      at(offered, 0.5).padStart(7),
      at(offered, 0.99).padStart(7),
      String(offered.failures + saturated.failures).padStart(7),
    ];
    const right = [
      rate(saturated).padStart(16),
      at(saturated, 0.5).padStart(7),
      at(saturated, 0.99).padStart(7),
      cpu,
    ];
    console.log(`${left.join(' | ')} || ${right.join(' | ')}`);
  }
  for (const f of figures) {
    if (f.queries.length === 0) continue;
    console.log(
      `\nQueries on ${f.kind}, ${f.events.toLocaleString('en-US')} events (${QUERY_ROUNDS - 1} calls each: 7/30/90 days, all or one release, all devices or mobile)`,
    );
    for (const q of f.queries)
      console.log(`  ${q.name.padEnd(18)} p50 ${ms(q.p50).padStart(9)}   p99 ${ms(q.p99).padStart(9)}`);
    const worst = Math.max(...f.queries.map((q) => q.p99));
    console.log(`  worst p99 ${ms(worst)} · load average at the end ${f.load}`);
  }
  if (figures.every((f) => f.queries.length === 0))
    console.log(`load average at the end ${figures.at(-1)?.load ?? load()}`);
  console.log(
    '\nTargets: ≥ 5 000 events/s with p99 ack < 50 ms, query p99 < 200 ms over 10 M events (PostgreSQL).',
  );
}

export async function run(args: string[]): Promise<void> {
  const flags = args.filter((arg) => arg.startsWith('--'));
  const known = /^--(ingest-only|no-pglite|keep|profile=.+)$/;
  const unknown = flags.find((flag) => !known.test(flag));
  if (unknown)
    throw new Error(`Unknown flag ${unknown}: use --ingest-only, --no-pglite, --keep or --profile=<dir>`);
  const [first, second] = args.filter((arg) => !arg.startsWith('--'));
  const events = Number(first ?? 10_000_000);
  const pgliteEvents = flags.includes('--no-pglite') ? 0 : Number(second ?? 1_000_000);
  const profileDir = flags.find((flag) => flag.startsWith('--profile='))?.slice('--profile='.length);
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  const options: Options = {
    ingestOnly: flags.includes('--ingest-only'),
    profileDir: profileDir && path.resolve(profileDir),
  };
  console.log(
    `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; load average ${load()} (1 / 5 / 15 min)`,
  );
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-bench-analytics-'));
  const figures: Figures[] = [];
  try {
    const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (adminUrl) {
      const database = await postgres(adminUrl, path.join(dataDir, 'pg'));
      try {
        figures.push(await measure(database, events, options));
        print(figures);
      } finally {
        if (flags.includes('--keep'))
          console.log(`Kept the PostgreSQL database: ${'url' in database.target ? database.target.url : ''}`);
        else await database.drop();
      }
    } else console.log('No BENCH_DATABASE_URL or TEST_DATABASE_URL: PostgreSQL is skipped.');
    if (pgliteEvents > 0) {
      const pgliteDir = path.join(dataDir, 'pglite');
      mkdirSync(pgliteDir, { recursive: true });
      figures.push(
        await measure(
          {
            kind: 'PGlite',
            target: { dataDir: pgliteDir },
            env: { DATA_DIR: pgliteDir },
            drop: async () => {},
          },
          pgliteEvents,
          options,
        ),
      );
    }
    if (figures.length > 1 || !adminUrl) print(figures);
  } finally {
    closeLoad();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
