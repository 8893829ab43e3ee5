// Reading the rollups: sums over a range, each whole UTC day from the daily table and the hours
// around them from the hourly one (time-range.ts planRange), filtered by release and device.
import { sql, type SQL } from 'drizzle-orm';
import type { AnalyticsMeasures } from '@vitrine/core';
import type { Database } from '../db/database.ts';
import { DURATION_BANDS, type Dimension } from './session-fold.ts';
import { planRange } from './time-range.ts';

export interface Scope {
  projectId: string;
  /** One release version, or every release. */
  version: string | null;
  devices: readonly string[] | null;
}

export type Traffic = Omit<AnalyticsMeasures, 'conversionRate' | 'medianSessionSeconds'>;

export interface BreakdownSum {
  dimension: Dimension;
  key: string;
  events: number;
  sessions: number;
}

export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const iso = (ms: number) => new Date(ms).toISOString();

function filters(scope: Scope): SQL {
  const parts = [sql`project_id = ${scope.projectId}`];
  if (scope.version) parts.push(sql`version = ${scope.version}`);
  if (scope.devices && scope.devices.length > 0)
    parts.push(sql`device in (select jsonb_array_elements_text(${JSON.stringify(scope.devices)}::jsonb))`);
  return sql.join(parts, sql` and `);
}

/** `select <columns> from <table>` for each part of the range, joined with union all. */
function overRange(
  scope: Scope,
  startMs: number,
  endMs: number,
  tables: { daily: string; hourly: string },
  columns: SQL,
  extra: SQL = sql``,
): SQL | null {
  const plan = planRange(startMs, endMs);
  const parts: SQL[] = [];
  if (plan.days)
    parts.push(
      sql`select ${columns} from ${sql.raw(tables.daily)} where ${filters(scope)}
        and bucket >= ${plan.days.first}::date and bucket < ${plan.days.end}::date ${extra}`,
    );
  for (const hours of plan.hours)
    parts.push(
      sql`select ${columns} from ${sql.raw(tables.hourly)} where ${filters(scope)}
        and bucket >= ${iso(hours.start)}::timestamptz and bucket < ${iso(hours.end)}::timestamptz ${extra}`,
    );
  return parts.length ? sql.join(parts, sql` union all `) : null;
}

const TRAFFIC = { daily: 'analytics_traffic_daily', hourly: 'analytics_traffic_hourly' };
const BREAKDOWN = { daily: 'analytics_breakdown_daily', hourly: 'analytics_breakdown_hourly' };
const DURATIONS = { daily: 'analytics_durations_daily', hourly: 'analytics_durations_hourly' };

export async function sumTraffic(
  db: Database,
  scope: Scope,
  startMs: number,
  endMs: number,
): Promise<Traffic> {
  const union = overRange(
    scope,
    startMs,
    endMs,
    TRAFFIC,
    sql`visitors, sessions, page_views, interactions, conversions`,
  );
  const empty = { visitors: 0, sessions: 0, pageViews: 0, interactions: 0, conversions: 0 };
  if (!union) return empty;
  const [row] = await queryRows<Record<string, string | number | null>>(
    db,
    sql`select coalesce(sum(visitors), 0)::int8 as visitors, coalesce(sum(sessions), 0)::int8 as sessions,
      coalesce(sum(page_views), 0)::int8 as page_views, coalesce(sum(interactions), 0)::int8 as interactions,
      coalesce(sum(conversions), 0)::int8 as conversions from (${union}) t`,
  );
  return {
    visitors: Number(row?.visitors ?? 0),
    sessions: Number(row?.sessions ?? 0),
    pageViews: Number(row?.page_views ?? 0),
    interactions: Number(row?.interactions ?? 0),
    conversions: Number(row?.conversions ?? 0),
  };
}

export async function sumBreakdown(
  db: Database,
  scope: Scope,
  startMs: number,
  endMs: number,
  dimensions: readonly Dimension[],
): Promise<BreakdownSum[]> {
  const union = overRange(
    scope,
    startMs,
    endMs,
    BREAKDOWN,
    sql`dimension, key, events, sessions`,
    sql`and dimension in (select jsonb_array_elements_text(${JSON.stringify(dimensions)}::jsonb))`,
  );
  if (!union) return [];
  const rows = await queryRows<{ dimension: Dimension; key: string; events: string; sessions: string }>(
    db,
    sql`select dimension, key, sum(events)::int8 as events, sum(sessions)::int8 as sessions
      from (${union}) t group by dimension, key`,
  );
  return rows.map((row) => ({
    dimension: row.dimension,
    key: row.key,
    events: Number(row.events),
    sessions: Number(row.sessions),
  }));
}

/** Per device: sessions, page views and conversions (the devices report, insights). */
export async function trafficByDevice(db: Database, scope: Scope, startMs: number, endMs: number) {
  const union = overRange(scope, startMs, endMs, TRAFFIC, sql`device, sessions, page_views, conversions`);
  if (!union) return [];
  const rows = await queryRows<{ device: string; sessions: string; page_views: string; conversions: string }>(
    db,
    sql`select device, sum(sessions)::int8 as sessions, sum(page_views)::int8 as page_views,
      sum(conversions)::int8 as conversions from (${union}) t group by device`,
  );
  return rows.map((row) => ({
    device: row.device,
    sessions: Number(row.sessions),
    pageViews: Number(row.page_views),
    conversions: Number(row.conversions),
  }));
}

/** Per release version: the traffic sums (insights compare releases). */
export async function trafficByVersion(db: Database, scope: Scope, startMs: number, endMs: number) {
  const union = overRange(scope, startMs, endMs, TRAFFIC, sql`version, sessions, conversions`);
  if (!union) return [];
  const rows = await queryRows<{ version: string; sessions: string; conversions: string }>(
    db,
    sql`select version, sum(sessions)::int8 as sessions, sum(conversions)::int8 as conversions
      from (${union}) t group by version`,
  );
  return rows.map((row) => ({
    version: row.version,
    sessions: Number(row.sessions),
    conversions: Number(row.conversions),
  }));
}

/** Per release version and key: sessions of a breakdown dimension (insights compare releases). */
export async function breakdownByVersion(
  db: Database,
  scope: Scope,
  startMs: number,
  endMs: number,
  dimensions: readonly Dimension[],
) {
  const union = overRange(
    scope,
    startMs,
    endMs,
    BREAKDOWN,
    sql`version, dimension, key, sessions`,
    sql`and dimension in (select jsonb_array_elements_text(${JSON.stringify(dimensions)}::jsonb))`,
  );
  if (!union) return [];
  const rows = await queryRows<{ version: string; dimension: Dimension; key: string; sessions: string }>(
    db,
    sql`select version, dimension, key, sum(sessions)::int8 as sessions from (${union}) t
      group by version, dimension, key`,
  );
  return rows.map((row) => ({ ...row, sessions: Number(row.sessions) }));
}

/**
 * The median session length, interpolated inside the band that holds the middle session
 * (docs/analytics.md): exact to the band's width, from counts that the rollups can add up.
 */
export function medianFromBands(counts: ReadonlyMap<number, number>): number | null {
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  if (total <= 0) return null;
  const half = total / 2;
  let before = 0;
  for (const [index, lower] of DURATION_BANDS.entries()) {
    const count = counts.get(lower) ?? 0;
    if (count > 0 && before + count >= half) {
      const upper = DURATION_BANDS[index + 1] ?? lower * 1.5;
      return Math.round(lower + ((upper - lower) * (half - before)) / count);
    }
    before += count;
  }
  return null;
}

/** Sessions per session-length band (its lower bound in seconds) over the range. */
export async function sumDurations(
  db: Database,
  scope: Scope,
  startMs: number,
  endMs: number,
): Promise<Map<number, number>> {
  const union = overRange(scope, startMs, endMs, DURATIONS, sql`band, sessions`);
  if (!union) return new Map();
  const rows = await queryRows<{ band: number; sessions: string }>(
    db,
    sql`select band, sum(sessions)::int8 as sessions from (${union}) t group by band`,
  );
  return new Map(rows.map((row) => [Number(row.band), Number(row.sessions)]));
}
