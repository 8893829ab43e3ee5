// The rollup part of a batch's write statement (store-batch.ts): the day's new visitors and the
// hourly and daily traffic, breakdown and session-length rows, as named data-modifying CTEs.
// Visitors are counted in the same statement: the visitor days the batch inserts (a visitor already
// counted that day inserts nothing) are added to their traffic cells there, so counting them costs
// no round trip of its own.
import { sql, type SQL } from 'drizzle-orm';
import { HOUR_MS, type RollupDeltas, type SessionState } from './session-fold.ts';

/** One CTE of the write statement. */
export interface Write {
  name: string;
  query: SQL;
}

/** Rows as one json parameter (bigint ids written as strings beforehand: no replacer, which is slow). */
export const json = (value: unknown): SQL => sql`${JSON.stringify(value)}::json`;
export const iso = (ms: number) => new Date(ms).toISOString();
export const dayOf = (ms: number) => iso(ms).slice(0, 10);
export const compareBigints = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);
export const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The items sorted by a text key computed once per item (not once per comparison). */
function sortedBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  return items
    .map((item) => ({ item, key: key(item) }))
    .sort((a, b) => compareText(a.key, b.key))
    .map(({ item }) => item);
}

/**
 * A visitor counts once per (salt) day, in the hour of their first session that day: the first of
 * the batch's new sessions per visitor and day, sorted like the visitor days' primary key so that
 * concurrent writers lock those rows in the same order.
 */
function firstSessions(fresh: readonly SessionState[]) {
  const first = new Map<string, SessionState>();
  for (const session of fresh) {
    const id = `${session.visitorId}|${dayOf(session.startedAt)}`;
    const known = first.get(id);
    if (!known || session.startedAt < known.startedAt) first.set(id, session);
  }
  return [...first.values()]
    .map((s) => ({ id: s.visitorId, day: dayOf(s.startedAt), session: s }))
    .sort((a, b) => compareBigints(a.id, b.id) || compareText(a.day, b.day))
    .map(({ id, day, session }) => ({
      visitor_id: id.toString(),
      day,
      project_id: session.projectId,
      hour: iso(Math.floor(session.startedAt / HOUR_MS) * HOUR_MS),
      version: session.version,
      device: session.device,
    }));
}

/**
 * The CTEs adding the deltas (and the visitors of the batch's new sessions) to the hourly rows and,
 * summed per UTC day, to the daily rows. A new session always adds to its start cell's traffic, so
 * every visitor counted has its traffic row in the batch.
 */
export function rollupWrites(deltas: RollupDeltas, fresh: readonly SessionState[]): Write[] {
  // A batch touches a few hours only: their texts are made once.
  const hourTexts = new Map<number, string>();
  const hourText = (ms: number) => {
    let text = hourTexts.get(ms);
    if (text === undefined) hourTexts.set(ms, (text = iso(ms)));
    return text;
  };
  const dayText = (ms: number) => hourText(ms).slice(0, 10);

  const traffic = [...deltas.traffic.values()];
  const breakdown = [...deltas.breakdown.values()];
  const daily = <T extends { hour: number }>(
    list: T[],
    id: (row: T) => string,
    add: (a: T, b: T) => void,
  ) => {
    const byDay = new Map<string, T>();
    for (const row of list) {
      const key = `${dayText(row.hour)}|${id(row)}`;
      const known = byDay.get(key);
      if (known) add(known, row);
      else byDay.set(key, { ...row });
    }
    return [...byDay.values()];
  };
  const trafficDaily = daily(
    traffic,
    (row) => `${row.projectId}|${row.version}|${row.device}`,
    (a, b) => {
      a.sessions += b.sessions;
      a.pageViews += b.pageViews;
      a.interactions += b.interactions;
      a.conversions += b.conversions;
    },
  );
  const breakdownDaily = daily(
    breakdown,
    (row) => `${row.projectId}|${row.version}|${row.device}|${row.dimension}|${row.key}`,
    (a, b) => {
      a.events += b.events;
      a.sessions += b.sessions;
    },
  );
  const durations = [...deltas.durations.values()];
  const durationsDaily = daily(
    durations,
    (row) => `${row.projectId}|${row.version}|${row.device}|${row.band}`,
    (a, b) => {
      a.sessions += b.sessions;
    },
  );

  // Sorted like the primary key, so concurrent writers lock rows in the same order.
  const trafficRows = (list: typeof traffic, bucket: (ms: number) => string) =>
    sortedBy(
      list.map((row) => ({
        project_id: row.projectId,
        bucket: bucket(row.hour),
        version: row.version,
        device: row.device,
        sessions: row.sessions,
        page_views: row.pageViews,
        interactions: row.interactions,
        conversions: row.conversions,
      })),
      (row) => `${row.project_id}|${row.bucket}|${row.version}|${row.device}`,
    );
  const breakdownRows = (list: typeof breakdown, bucket: (ms: number) => string) =>
    sortedBy(
      list
        .filter((row) => row.events !== 0 || row.sessions !== 0)
        .map((row) => ({
          project_id: row.projectId,
          bucket: bucket(row.hour),
          version: row.version,
          device: row.device,
          dimension: row.dimension,
          key: row.key,
          events: row.events,
          sessions: row.sessions,
        })),
      (row) => `${row.project_id}|${row.bucket}|${row.version}|${row.device}|${row.dimension}|${row.key}`,
    );
  // Bands sort as numbers within a cell, as the primary key orders them (at most five digits).
  const durationRows = (list: typeof durations, bucket: (ms: number) => string) =>
    sortedBy(
      list
        .filter((row) => row.sessions !== 0)
        .map((row) => ({
          project_id: row.projectId,
          bucket: bucket(row.hour),
          version: row.version,
          device: row.device,
          band: row.band,
          sessions: row.sessions,
        })),
      (row) =>
        `${row.project_id}|${row.bucket}|${row.version}|${row.device}|${String(row.band).padStart(5, '0')}`,
    );

  const writes: Write[] = [];
  const visits = firstSessions(fresh);
  if (visits.length > 0) {
    writes.push(
      {
        name: 'visits',
        query: sql`select * from json_to_recordset(${json(visits)}) as x(visitor_id bigint, day date,
          project_id uuid, hour timestamptz, version text, device text)`,
      },
      {
        name: 'visitor_days',
        query: sql`insert into analytics_visitor_days (visitor_id, day)
          select visitor_id, day from visits order by visitor_id, day
          on conflict do nothing returning visitor_id, day`,
      },
      {
        name: 'new_visitors',
        query: sql`select v.* from visits v join visitor_days d using (visitor_id, day)`,
      },
    );
  }
  const visitorsOf = (cell: SQL) =>
    visits.length > 0
      ? sql`(select count(*)::integer from new_visitors n where n.project_id = x.project_id
          and ${cell} = x.bucket and n.version = x.version and n.device = x.device)`
      : sql`0`;

  for (const [table, bucketType, cell, list] of [
    ['analytics_traffic_hourly', 'timestamptz', sql`n.hour`, trafficRows(traffic, hourText)],
    ['analytics_traffic_daily', 'date', sql`n.day`, trafficRows(trafficDaily, dayText)],
  ] as const) {
    if (list.length === 0) continue;
    writes.push({
      name: table.replace('analytics_', 'add_'),
      query: sql`insert into ${sql.raw(table)} as t (project_id, bucket, version, device,
        visitors, sessions, page_views, interactions, conversions)
      select x.project_id, x.bucket, x.version, x.device, ${visitorsOf(cell)}, x.sessions,
        x.page_views, x.interactions, x.conversions
      from json_to_recordset(${json(list)}) as x(project_id uuid, bucket ${sql.raw(bucketType)},
        version text, device text, sessions integer, page_views integer, interactions integer,
        conversions integer)
      on conflict (project_id, bucket, version, device) do update set
        visitors = t.visitors + excluded.visitors, sessions = t.sessions + excluded.sessions,
        page_views = t.page_views + excluded.page_views,
        interactions = t.interactions + excluded.interactions,
        conversions = t.conversions + excluded.conversions`,
    });
  }
  for (const [table, bucketType, list] of [
    ['analytics_breakdown_hourly', 'timestamptz', breakdownRows(breakdown, hourText)],
    ['analytics_breakdown_daily', 'date', breakdownRows(breakdownDaily, dayText)],
  ] as const) {
    if (list.length === 0) continue;
    writes.push({
      name: table.replace('analytics_', 'add_'),
      query: sql`insert into ${sql.raw(table)} as t (project_id, bucket, version, device,
        dimension, key, events, sessions)
      select * from json_to_recordset(${json(list)}) as x(project_id uuid,
        bucket ${sql.raw(bucketType)}, version text, device text, dimension text, key text,
        events integer, sessions integer)
      on conflict (project_id, bucket, version, device, dimension, key) do update set
        events = t.events + excluded.events, sessions = t.sessions + excluded.sessions`,
    });
  }
  for (const [table, bucketType, list] of [
    ['analytics_durations_hourly', 'timestamptz', durationRows(durations, hourText)],
    ['analytics_durations_daily', 'date', durationRows(durationsDaily, dayText)],
  ] as const) {
    if (list.length === 0) continue;
    writes.push({
      name: table.replace('analytics_', 'add_'),
      query: sql`insert into ${sql.raw(table)} as t (project_id, bucket, version, device, band, sessions)
      select * from json_to_recordset(${json(list)}) as x(project_id uuid,
        bucket ${sql.raw(bucketType)}, version text, device text, band integer, sessions integer)
      on conflict (project_id, bucket, version, device, band) do update set
        sessions = t.sessions + excluded.sessions`,
    });
  }
  return writes;
}
