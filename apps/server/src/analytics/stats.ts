// POST /v2/analytics/stats: the headline numbers of a range and their change against the range of
// the same length just before it.
import {
  ANALYTICS_MEASURES,
  type AnalyticsMeasure,
  type AnalyticsMeasures,
  type AnalyticsQuery,
  type AnalyticsStats,
} from '@vitrine/core';
import type { Database } from '../db/database.ts';
import { medianFromBands, sumDurations, sumTraffic, type Scope } from './rollup-read.ts';
import { previousRange, resolveRange, type ResolvedRange } from './time-range.ts';

export const scopeOf = (query: AnalyticsQuery): Scope => ({
  projectId: query.projectId,
  version: query.release ?? null,
  devices: query.filters.device ?? null,
});

export async function measures(db: Database, scope: Scope, range: ResolvedRange): Promise<AnalyticsMeasures> {
  const [traffic, bands] = await Promise.all([
    sumTraffic(db, scope, range.startMs, range.endMs),
    sumDurations(db, scope, range.startMs, range.endMs),
  ]);
  return {
    ...traffic,
    conversionRate: traffic.sessions > 0 ? traffic.conversions / traffic.sessions : 0,
    medianSessionSeconds: medianFromBands(bands),
  };
}

export function change(current: AnalyticsMeasures, previous: AnalyticsMeasures) {
  const result = {} as Record<AnalyticsMeasure, number | null>;
  for (const name of ANALYTICS_MEASURES) {
    const before = previous[name];
    const now = current[name];
    result[name] = before === null || now === null || before === 0 ? null : (now - before) / before;
  }
  return result;
}

const publicRange = ({ startMs: _s, endMs: _e, ...range }: ResolvedRange) => range;

export async function stats(db: Database, query: AnalyticsQuery): Promise<AnalyticsStats> {
  const range = resolveRange(query.from, query.to, query.timeZone);
  const before = previousRange(range);
  const scope = scopeOf(query);
  const [current, previous] = await Promise.all([measures(db, scope, range), measures(db, scope, before)]);
  return {
    range: publicRange(range),
    previousRange: publicRange(before),
    current,
    previous,
    change: change(current, previous),
  };
}

export { publicRange };
