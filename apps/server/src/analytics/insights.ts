// POST /v2/analytics/reports/insights: findings in plain words, each with the numbers behind it —
// how the range compares with the one before, how the newest release compares with the one before it
// (conversion, and the options and variants whose share of sessions moved most), the most chosen
// option, the main source of visits, devices that convert differently, where sessions start.
import type { AnalyticsInsight, AnalyticsInsights, AnalyticsQuery } from '@vitrine/core';
import type { Database } from '../db/database.ts';
import { optionName, pageName, projectNames, variantName } from './labels.ts';
import {
  breakdownByVersion,
  sumBreakdown,
  trafficByDevice,
  trafficByVersion,
  type Scope,
} from './rollup-read.ts';
import { measures, publicRange, scopeOf } from './stats.ts';
import { previousRange, resolveRange } from './time-range.ts';

/** Below this many sessions a share says little: no finding is drawn from it. */
export const INSIGHT_MIN_SESSIONS = 10;
/** A change smaller than this (relative for counts, in points for shares) is not worth a sentence. */
const MIN_RELATIVE_CHANGE = 0.05;
const MIN_POINTS = 0.05;
/** Options and variants whose share moved between releases, most moved first. */
const MAX_RELEASE_MOVES = 5;

export const percent = (share: number) => `${Math.round(share * 100)} %`;
const count = (value: number) => value.toLocaleString('en-US');

function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) if ((pa[i] ?? 0) !== (pb[i] ?? 0)) return (pa[i] ?? 0) - (pb[i] ?? 0);
  return a < b ? -1 : a > b ? 1 : 0;
}

export async function insights(db: Database, query: AnalyticsQuery): Promise<AnalyticsInsights> {
  const range = resolveRange(query.from, query.to, query.timeZone);
  const before = previousRange(range);
  const scope = scopeOf(query);
  // Release comparisons look at every release, whatever the release filter.
  const allReleases: Scope = { ...scope, version: null };
  const [current, previous, names, byVersion, choicesByVersion, sums, deviceConversions] = await Promise.all([
    measures(db, scope, range),
    measures(db, scope, before),
    projectNames(db, query.projectId),
    trafficByVersion(db, allReleases, range.startMs, range.endMs),
    breakdownByVersion(db, allReleases, range.startMs, range.endMs, ['option', 'variant']),
    sumBreakdown(db, scope, range.startMs, range.endMs, ['option', 'variant', 'referrer', 'entry']),
    trafficByDevice(db, scope, range.startMs, range.endMs),
  ]);
  const found: AnalyticsInsight[] = [];
  const days = Math.round((range.endMs - range.startMs) / 86_400_000);

  if (current.sessions > 0 && previous.sessions > 0) {
    const change = (current.sessions - previous.sessions) / previous.sessions;
    if (Math.abs(change) >= MIN_RELATIVE_CHANGE)
      found.push({
        id: 'sessions-change',
        kind: 'trend',
        text: `Sessions are ${change > 0 ? 'up' : 'down'} ${percent(Math.abs(change))} on the previous ${days} days (${count(current.sessions)} against ${count(previous.sessions)}).`,
        numbers: { sessions: current.sessions, previousSessions: previous.sessions, change },
      });
  }
  if (current.sessions >= INSIGHT_MIN_SESSIONS && previous.sessions >= INSIGHT_MIN_SESSIONS) {
    const points = current.conversionRate - previous.conversionRate;
    if (Math.abs(points) >= 0.005)
      found.push({
        id: 'conversion-change',
        kind: 'conversion',
        text: `${percent(current.conversionRate)} of sessions added to the cart, ${points > 0 ? 'up' : 'down'} from ${percent(previous.conversionRate)} in the previous ${days} days.`,
        numbers: {
          conversionRate: current.conversionRate,
          previousConversionRate: previous.conversionRate,
          conversions: current.conversions,
          sessions: current.sessions,
        },
      });
  }

  // The newest release against the one before it.
  const versions = byVersion
    .filter((row) => row.sessions >= INSIGHT_MIN_SESSIONS)
    .sort((a, b) => compareVersions(b.version, a.version));
  const [newest, older] = versions;
  if (newest && older) {
    const rate = (row: typeof newest) => row.conversions / row.sessions;
    if (Math.abs(rate(newest) - rate(older)) >= 0.005)
      found.push({
        id: 'release-conversion',
        kind: 'release',
        text: `Release ${newest.version} converts ${percent(rate(newest))} of sessions, ${rate(newest) > rate(older) ? 'up' : 'down'} from ${percent(rate(older))} in release ${older.version}.`,
        numbers: {
          release: newest.version,
          previousRelease: older.version,
          conversionRate: rate(newest),
          previousConversionRate: rate(older),
        },
      });
    const shareIn = (version: string, sessions: number, dimension: string, key: string) =>
      (choicesByVersion.find(
        (row) => row.version === version && row.dimension === dimension && row.key === key,
      )?.sessions ?? 0) / sessions;
    const keys = new Set(
      choicesByVersion
        .filter((row) => row.version === newest.version || row.version === older.version)
        .map((row) => `${row.dimension}|${row.key}`),
    );
    const moves = [...keys]
      .map((id) => {
        const [dimension = '', key = ''] = id.split('|');
        const now = shareIn(newest.version, newest.sessions, dimension, key);
        const then = shareIn(older.version, older.sessions, dimension, key);
        return { dimension, key, now, then, points: now - then };
      })
      .filter((move) => Math.abs(move.points) >= MIN_POINTS)
      .sort((a, b) => Math.abs(b.points) - Math.abs(a.points))
      .slice(0, MAX_RELEASE_MOVES);
    for (const move of moves) {
      const name = move.dimension === 'option' ? optionName(names, move.key) : variantName(names, move.key);
      const what = move.dimension === 'option' ? `${name.group} ${name.label}` : `Variant ${name.label}`;
      found.push({
        id: `release-${move.dimension}-${move.key}`,
        kind: 'release',
        text: `${what} is chosen in ${percent(move.now)} of sessions, ${move.points > 0 ? 'up' : 'down'} from ${percent(move.then)} in release ${older.version}.`,
        numbers: {
          key: move.key,
          share: move.now,
          previousShare: move.then,
          release: newest.version,
          previousRelease: older.version,
        },
      });
    }
  }

  if (current.sessions >= INSIGHT_MIN_SESSIONS) {
    const share = (sessions: number) => sessions / current.sessions;
    const top = (dimension: string) =>
      sums.filter((row) => row.dimension === dimension).sort((a, b) => b.sessions - a.sessions);
    const [option] = top('option');
    if (option) {
      const { group, label } = optionName(names, option.key);
      found.push({
        id: 'top-option',
        kind: 'choice',
        text: `${label} is the most chosen ${group}: ${percent(share(option.sessions))} of sessions picked it.`,
        numbers: { key: option.key, sessions: option.sessions, share: share(option.sessions) },
      });
    }
    const [variant] = top('variant');
    if (variant) {
      const { group, label } = variantName(names, variant.key);
      found.push({
        id: 'top-variant',
        kind: 'choice',
        text: `Variant ${label} of ${group} is chosen in ${percent(share(variant.sessions))} of sessions.`,
        numbers: { key: variant.key, sessions: variant.sessions, share: share(variant.sessions) },
      });
    }
    const [source] = top('referrer').filter((row) => row.key !== '');
    if (source)
      found.push({
        id: 'top-source',
        kind: 'source',
        text: `${source.key} brings ${percent(share(source.sessions))} of visits, more than any other site.`,
        numbers: { referrer: source.key, sessions: source.sessions, share: share(source.sessions) },
      });
    const [entry] = top('entry');
    if (entry)
      found.push({
        id: 'top-entry',
        kind: 'journey',
        text: `${percent(share(entry.sessions))} of sessions start on ${pageName(names, entry.key)}.`,
        numbers: { pageId: entry.key, sessions: entry.sessions, share: share(entry.sessions) },
      });
    const devices = deviceConversions.filter((row) => row.sessions >= INSIGHT_MIN_SESSIONS);
    if (devices.length >= 2) {
      const rate = (row: (typeof devices)[number]) => row.conversions / row.sessions;
      const sorted = [...devices].sort((a, b) => rate(b) - rate(a));
      const best = sorted[0]!;
      const worst = sorted[sorted.length - 1]!;
      if (rate(best) - rate(worst) >= 0.01)
        found.push({
          id: 'device-conversion',
          kind: 'device',
          text: `Visits on ${best.device} convert at ${percent(rate(best))}, on ${worst.device} at ${percent(rate(worst))}.`,
          numbers: {
            bestDevice: best.device,
            bestRate: rate(best),
            worstDevice: worst.device,
            worstRate: rate(worst),
          },
        });
    }
  }
  return { range: publicRange(range), insights: found };
}
