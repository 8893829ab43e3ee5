// POST /v2/analytics/journey: the most common paths (first steps of sessions), the most common moves
// from one step to the next, and — when the body names steps — a funnel: how many sessions did step 1,
// then step 2 later, and so on, with the drop-off at each step. Paths and moves come from the rollups;
// the funnel reads the journeys of the range's sessions (kept for the retention period).
import {
  CART_STEP,
  type AnalyticsFunnelStep,
  type AnalyticsJourney,
  type AnalyticsJourneyQuery,
} from '@vitrine/core';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { projectNames, stepName } from './labels.ts';
import { queryRows, sumBreakdown, sumTraffic, type Scope } from './rollup-read.ts';
import { STEP_SEPARATOR, type Dimension } from './session-fold.ts';
import { funnelPattern } from './step-codes.ts';
import { publicRange, scopeOf } from './stats.ts';
import { resolveRange } from './time-range.ts';

const STEP_DIMENSIONS: Partial<Record<Dimension, string>> = {
  page: 'page',
  option: 'option',
  variant: 'variant',
  hotspot: 'hotspot',
  poi: 'poi',
};

/**
 * Sessions of the range that did each step, in order: the range's sessions counted per journey, and
 * each of those journeys matched once with one LIKE pattern per step count (step-codes.ts).
 */
export async function funnelCounts(
  db: Database,
  scope: Scope,
  startMs: number,
  endMs: number,
  steps: readonly string[],
): Promise<number[]> {
  const filters: SQL[] = [
    sql`project_id = ${scope.projectId}`,
    sql`started_at >= ${new Date(startMs).toISOString()}::timestamptz`,
    sql`started_at < ${new Date(endMs).toISOString()}::timestamptz`,
  ];
  if (scope.version) filters.push(sql`version = ${scope.version}`);
  if (scope.devices?.length)
    filters.push(sql`device in (select jsonb_array_elements_text(${JSON.stringify(scope.devices)}::jsonb))`);
  const counts = steps.map(
    (_step, index) =>
      sql`coalesce(sum(c.sessions) filter (where j.steps like ${funnelPattern(steps.slice(0, index + 1))}), 0)::int8 as ${sql.raw(`c${index}`)}`,
  );
  const [row] = await queryRows<Record<string, string>>(
    db,
    sql`with c as (select journey, count(*) as sessions from analytics_session_paths
        where ${sql.join(filters, sql` and `)} group by journey)
      select ${sql.join(counts, sql`, `)} from c
      join analytics_journeys j on j.project_id = ${scope.projectId} and j.id = c.journey`,
  );
  return steps.map((_step, index) => Number(row?.[`c${index}`] ?? 0));
}

export async function journey(db: Database, query: AnalyticsJourneyQuery): Promise<AnalyticsJourney> {
  const range = resolveRange(query.from, query.to, query.timeZone);
  const scope = scopeOf(query);
  const [traffic, sums, names, funnel] = await Promise.all([
    sumTraffic(db, scope, range.startMs, range.endMs),
    sumBreakdown(db, scope, range.startMs, range.endMs, [
      'path',
      'transition',
      'page',
      'option',
      'variant',
      'hotspot',
      'poi',
    ]),
    projectNames(db, query.projectId),
    query.steps ? funnelCounts(db, scope, range.startMs, range.endMs, query.steps) : null,
  ]);
  const label = (key: string) => ({ key, label: stepName(names, key) });
  const total = traffic.sessions;
  const byCount = <T extends { count: number }>(a: T, b: T) => b.count - a.count;

  const paths = sums
    .filter((row) => row.dimension === 'path' && row.sessions > 0)
    .map((row) => ({ row, count: row.sessions }))
    .sort(byCount)
    .slice(0, query.limit)
    .map(({ row }) => ({
      steps: row.key.split(STEP_SEPARATOR).map(label),
      sessions: row.sessions,
      share: total > 0 ? row.sessions / total : 0,
    }));
  const transitions = sums
    .filter((row) => row.dimension === 'transition' && row.events > 0)
    .map((row) => ({ row, count: row.events }))
    .sort(byCount)
    .slice(0, query.limit)
    .map(({ row }) => {
      const [from = '', to = ''] = row.key.split(STEP_SEPARATOR);
      return { from: label(from), to: label(to), count: row.events };
    });
  const steps = sums
    .filter((row) => STEP_DIMENSIONS[row.dimension] && row.sessions > 0)
    .map((row) => ({ ...label(`${STEP_DIMENSIONS[row.dimension]}:${row.key}`), sessions: row.sessions }));
  if (traffic.conversions > 0) steps.push({ ...label(CART_STEP), sessions: traffic.conversions });
  steps.sort((a, b) => b.sessions - a.sessions || (a.label < b.label ? -1 : 1));

  let funnelSteps: AnalyticsFunnelStep[] | null = null;
  if (query.steps && funnel) {
    const first = funnel[0] ?? 0;
    funnelSteps = query.steps.map((key, index) => {
      const sessions = funnel[index] ?? 0;
      const previous = index === 0 ? sessions : (funnel[index - 1] ?? 0);
      return {
        ...label(key),
        sessions,
        conversion: first > 0 ? sessions / first : 0,
        dropOff: index === 0 || previous === 0 ? 0 : (previous - sessions) / previous,
      };
    });
  }
  return { range: publicRange(range), paths, transitions, funnel: funnelSteps, steps };
}
