// Writes one group of accepted events in one transaction: the raw events, their sessions (locked,
// folded, upserted) and their journeys as funnels read them (the journey, once per project, and the
// session's reference to it), the day's new visitors and the hourly and daily rollups. Rows go in as
// one JSON parameter each (json_to_recordset), and every write is one statement, so a batch of any
// size is four round trips (begin, lock the sessions, write, commit) on PGlite and PostgreSQL.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { compareBigints, compareText, iso, json, rollupWrites, type Write } from './rollup-writes.ts';
import { foldSession, RollupDeltas, type IngestEvent, type SessionState } from './session-fold.ts';
import { journeyId, pathCode } from './step-codes.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

interface SessionRow {
  id: string;
  project_id: string;
  version: string;
  visitor_id: string;
  started_ms: number;
  last_seen_ms: number;
  device: string;
  country: string;
  referrer: string;
  entry_page: string;
  page_views: number;
  interactions: number;
  converted: boolean;
  seen: string[];
  path: string[];
}

async function rows<T>(tx: Tx, query: SQL): Promise<T[]> {
  const result = (await tx.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

function toState(row: SessionRow): SessionState {
  return {
    id: BigInt(row.id),
    projectId: row.project_id,
    version: row.version,
    visitorId: BigInt(row.visitor_id),
    startedAt: Number(row.started_ms),
    lastSeenAt: Number(row.last_seen_ms),
    device: row.device,
    country: row.country,
    referrer: row.referrer,
    entryPage: row.entry_page,
    pageViews: row.page_views,
    interactions: row.interactions,
    converted: row.converted,
    seen: row.seen ?? [],
    path: row.path ?? [],
  };
}

/** Stores the events (grouped by session, in the order given). */
export async function storeBatch(db: Database, events: readonly IngestEvent[]): Promise<void> {
  if (events.length === 0) return;
  const bySession = new Map<bigint, IngestEvent[]>();
  for (const event of events) {
    const list = bySession.get(event.sessionId);
    if (list) list.push(event);
    else bySession.set(event.sessionId, [event]);
  }
  // A fixed lock order: two writers (processes) never wait on each other in a cycle.
  const ids = [...bySession.keys()].sort(compareBigints);

  await db.transaction(async (tx) => {
    const existing = new Map<bigint, SessionState>();
    const loaded = await rows<SessionRow>(
      tx,
      sql`select id::text as id, project_id, version, visitor_id::text as visitor_id,
            extract(epoch from started_at) * 1000 as started_ms,
            extract(epoch from last_seen_at) * 1000 as last_seen_ms,
            device, country, referrer, entry_page, page_views, interactions, converted, seen, path
          from analytics_sessions
          where id = any(${`{${ids.join(',')}}`}::bigint[])
          order by id for update`,
    );
    for (const row of loaded) existing.set(BigInt(row.id), toState(row));

    const deltas = new RollupDeltas();
    const sessions: SessionState[] = [];
    const eventRows: unknown[] = [];
    const fresh: SessionState[] = [];
    /** Sessions whose journey is new or grew: their funnel rows are written. */
    const walked: SessionState[] = [];
    for (const id of ids) {
      const list = bySession.get(id)!;
      const stepsBefore = existing.get(id)?.path.length ?? -1;
      const { state, times, isNew } = foldSession(existing.get(id) ?? null, list, deltas);
      sessions.push(state);
      if (isNew) fresh.push(state);
      if (state.path.length !== stepsBefore) walked.push(state);
      const sessionId = id.toString();
      list.forEach((event, index) =>
        eventRows.push({
          project_id: event.projectId,
          version: state.version,
          session_id: sessionId,
          created_at: iso(times[index]!),
          type: event.type,
          page_id: event.pageId,
          key: event.step ?? event.key,
          amount: event.amount,
          currency: event.currency,
          label: event.label,
        }),
      );
    }

    const writes: Write[] = [];
    writes.push({
      name: 'add_events',
      query: sql`insert into analytics_events
        (project_id, version, session_id, created_at, type, page_id, key, amount, currency, label)
      select * from json_to_recordset(${json(eventRows)}) as x(project_id uuid, version text,
        session_id bigint, created_at timestamptz, type text, page_id text, key text,
        amount double precision, currency text, label text)`,
    });

    writes.push({
      name: 'add_sessions',
      query: sql`insert into analytics_sessions as s (id, project_id, version, visitor_id,
        started_at, last_seen_at, device, country, referrer, entry_page, page_views, interactions,
        converted, seen, path)
      select * from json_to_recordset(${json(
        sessions.map((s) => ({
          id: s.id.toString(),
          project_id: s.projectId,
          version: s.version,
          visitor_id: s.visitorId.toString(),
          started_at: iso(s.startedAt),
          last_seen_at: iso(s.lastSeenAt),
          device: s.device,
          country: s.country,
          referrer: s.referrer,
          entry_page: s.entryPage,
          page_views: s.pageViews,
          interactions: s.interactions,
          converted: s.converted,
          seen: s.seen,
          path: s.path,
        })),
      )}) as x(id bigint, project_id uuid, version text, visitor_id bigint, started_at timestamptz,
        last_seen_at timestamptz, device text, country text, referrer text, entry_page text,
        page_views integer, interactions integer, converted boolean, seen text[], path text[])
      on conflict (id) do update set last_seen_at = excluded.last_seen_at,
        entry_page = excluded.entry_page, page_views = excluded.page_views,
        interactions = excluded.interactions, converted = excluded.converted,
        seen = excluded.seen, path = excluded.path`,
    });

    if (walked.length > 0) {
      const paths = walked.map((s) => {
        const steps = pathCode(s.path);
        return { session: s, steps, journey: journeyId(steps) };
      });
      // Each journey once, in a fixed order: two writers adding the same new journeys never wait on
      // each other in a cycle.
      const journeys = new Map<string, { project_id: string; id: string; steps: string }>();
      for (const { session, steps, journey } of paths)
        journeys.set(`${session.projectId}:${journey}`, {
          project_id: session.projectId,
          id: journey.toString(),
          steps,
        });
      writes.push({
        name: 'add_journeys',
        query: sql`insert into analytics_journeys (project_id, id, steps)
        select * from json_to_recordset(${json(
          [...journeys.values()].sort(
            (a, b) =>
              // PostgreSQL orders uuids as their lower-case text does.
              compareText(a.project_id.toLowerCase(), b.project_id.toLowerCase()) ||
              compareBigints(BigInt(a.id), BigInt(b.id)),
          ),
        )}) as x(project_id uuid, id bigint, steps text)
        on conflict do nothing`,
      });
      writes.push({
        name: 'add_paths',
        query: sql`insert into analytics_session_paths as p (session_id, project_id, started_at, version,
          device, journey)
        select * from json_to_recordset(${json(
          paths.map(({ session: s, journey }) => ({
            session_id: s.id.toString(),
            project_id: s.projectId,
            started_at: iso(s.startedAt),
            version: s.version,
            device: s.device,
            journey: journey.toString(),
          })),
        )}) as x(session_id bigint, project_id uuid, started_at timestamptz, version text, device text,
          journey bigint)
        on conflict (session_id) do update set journey = excluded.journey`,
      });
    }

    writes.push(...rollupWrites(deltas, fresh));
    // One statement (data-modifying CTEs): one round trip for every table the batch changes. It also
    // lets this transaction commit without waiting for the WAL flush: analytics may lose the last
    // fraction of a second if PostgreSQL itself crashes (never a partial batch), and one process
    // stores thousands of events a second.
    await tx.execute(
      sql`with ${sql.join(
        writes.map(({ name, query }) => sql`${sql.raw(name)} as (${query})`),
        sql`, `,
      )} select set_config('synchronous_commit', 'off', true)`,
    );
  });
}
