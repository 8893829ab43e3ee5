// POST /v2/analytics/trends: each measure per hour, day or week (weeks start on Monday) of the range,
// in the asked time zone. Reads hourly rollups, or daily ones when every local day is a UTC day.
import {
  ANALYTICS_MEASURES,
  type AnalyticsTrendPoint,
  type AnalyticsTrends,
  type AnalyticsTrendsQuery,
} from '@vitrine/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { medianFromBands, queryRows, type Scope } from './rollup-read.ts';
import { publicRange, scopeOf } from './stats.ts';
import {
  addDays,
  DAY_MS,
  HOUR_MS,
  localDate,
  localMidnight,
  resolveRange,
  zonedParts,
} from './time-range.ts';

interface Bucket {
  start: number;
  label: string;
  visitors: number;
  sessions: number;
  pageViews: number;
  interactions: number;
  conversions: number;
  bands: Map<number, number>;
}

function filters(scope: Scope) {
  const parts = [sql`project_id = ${scope.projectId}`];
  if (scope.version) parts.push(sql`version = ${scope.version}`);
  if (scope.devices?.length)
    parts.push(sql`device in (select jsonb_array_elements_text(${JSON.stringify(scope.devices)}::jsonb))`);
  return sql.join(parts, sql` and `);
}

/** The intervals of the range, in order, each with its first instant and label. */
function intervals(query: AnalyticsTrendsQuery, startMs: number, endMs: number): Bucket[] {
  const empty = (start: number, label: string): Bucket => ({
    start,
    label,
    visitors: 0,
    sessions: 0,
    pageViews: 0,
    interactions: 0,
    conversions: 0,
    bands: new Map(),
  });
  const list: Bucket[] = [];
  if (query.interval === 'hour') {
    for (let ms = startMs; ms < endMs; ms += HOUR_MS) {
      const p = zonedParts(ms, query.timeZone);
      list.push(empty(ms, `${localDate(ms, query.timeZone)} ${String(p.hour).padStart(2, '0')}:00`));
    }
    return list;
  }
  let date = query.from;
  if (query.interval === 'week') {
    const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
    date = addDays(date, -weekday);
  }
  const step = query.interval === 'week' ? 7 : 1;
  for (; date <= query.to; date = addDays(date, step))
    list.push(
      empty(Math.max(startMs, Math.floor(localMidnight(date, query.timeZone) / HOUR_MS) * HOUR_MS), date),
    );
  return list;
}

/** Index of the interval an instant falls in (intervals sorted by start). */
function locate(list: readonly Bucket[], ms: number): Bucket | undefined {
  let low = 0;
  let high = list.length - 1;
  let found: Bucket | undefined;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (list[middle]!.start <= ms) {
      found = list[middle];
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/** True when every local midnight of the range is a UTC midnight: daily rollups then fit exactly. */
function utcAligned(query: AnalyticsTrendsQuery): boolean {
  for (let date = query.from; date <= addDays(query.to, 1); date = addDays(date, 1))
    if (localMidnight(date, query.timeZone) % DAY_MS !== 0) return false;
  return true;
}

export async function trends(db: Database, query: AnalyticsTrendsQuery): Promise<AnalyticsTrends> {
  const range = resolveRange(query.from, query.to, query.timeZone);
  const scope = scopeOf(query);
  const wanted = query.measures ?? ANALYTICS_MEASURES;
  const list = intervals(query, range.startMs, range.endMs);
  const daily = query.interval !== 'hour' && utcAligned(query);
  const [trafficTable, durationsTable] = daily
    ? ['analytics_traffic_daily', 'analytics_durations_daily']
    : ['analytics_traffic_hourly', 'analytics_durations_hourly'];
  const bounds = daily
    ? sql`bucket >= ${new Date(range.startMs).toISOString().slice(0, 10)}::date
        and bucket < ${new Date(range.endMs).toISOString().slice(0, 10)}::date`
    : sql`bucket >= ${new Date(range.startMs).toISOString()}::timestamptz
        and bucket < ${new Date(range.endMs).toISOString()}::timestamptz`;
  const bucketMs = sql.raw(
    daily ? `extract(epoch from bucket::timestamp) * 1000` : `extract(epoch from bucket) * 1000`,
  );

  const traffic = await queryRows<Record<string, string | number>>(
    db,
    sql`select ${bucketMs} as ms, sum(visitors)::int8 as visitors, sum(sessions)::int8 as sessions,
        sum(page_views)::int8 as page_views, sum(interactions)::int8 as interactions,
        sum(conversions)::int8 as conversions
      from ${sql.raw(trafficTable)} where ${filters(scope)} and ${bounds} group by bucket`,
  );
  for (const row of traffic) {
    const bucket = locate(list, Number(row.ms));
    if (!bucket) continue;
    bucket.visitors += Number(row.visitors);
    bucket.sessions += Number(row.sessions);
    bucket.pageViews += Number(row.page_views);
    bucket.interactions += Number(row.interactions);
    bucket.conversions += Number(row.conversions);
  }
  if (wanted.includes('medianSessionSeconds')) {
    const bands = await queryRows<{ ms: string | number; band: number; sessions: string }>(
      db,
      sql`select ${bucketMs} as ms, band, sum(sessions)::int8 as sessions from ${sql.raw(durationsTable)}
        where ${filters(scope)} and ${bounds} group by bucket, band`,
    );
    for (const row of bands) {
      const bucket = locate(list, Number(row.ms));
      if (!bucket) continue;
      const band = Number(row.band);
      bucket.bands.set(band, (bucket.bands.get(band) ?? 0) + Number(row.sessions));
    }
  }

  const points = list.map((bucket): AnalyticsTrendPoint => {
    const all = {
      visitors: bucket.visitors,
      sessions: bucket.sessions,
      pageViews: bucket.pageViews,
      interactions: bucket.interactions,
      conversions: bucket.conversions,
      conversionRate: bucket.sessions > 0 ? bucket.conversions / bucket.sessions : 0,
      medianSessionSeconds: wanted.includes('medianSessionSeconds') ? medianFromBands(bucket.bands) : null,
    };
    const point: AnalyticsTrendPoint = { start: new Date(bucket.start).toISOString(), label: bucket.label };
    for (const name of wanted) point[name] = all[name];
    return point;
  });
  return { range: publicRange(range), interval: query.interval, points };
}
