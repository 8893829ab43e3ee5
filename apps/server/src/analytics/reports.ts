// POST /v2/analytics/reports: the top lists of a range — pages, options, variants, hotspots, points of
// interest, prices shown, add-to-cart events, referrers, devices and countries — with names from the
// project's releases.
import {
  ANALYTICS_REPORTS,
  type AnalyticsReportName,
  type AnalyticsReportRow,
  type AnalyticsReports,
  type AnalyticsReportsQuery,
} from '@vitrine/core';
import type { Database } from '../db/database.ts';
import { elementName, optionName, pageName, projectNames, variantName, type Names } from './labels.ts';
import { sumBreakdown, sumTraffic, trafficByDevice, type BreakdownSum } from './rollup-read.ts';
import type { Dimension } from './session-fold.ts';
import { publicRange, scopeOf } from './stats.ts';
import { resolveRange } from './time-range.ts';

const DIMENSION: Partial<Record<AnalyticsReportName, Dimension>> = {
  pages: 'page',
  options: 'option',
  variants: 'variant',
  hotspots: 'hotspot',
  pointsOfInterest: 'poi',
  prices: 'price',
  carts: 'cart',
  referrers: 'referrer',
  countries: 'country',
};

const DEVICE_LABELS: Record<string, string> = {
  mobile: 'Mobile',
  tablet: 'Tablet',
  laptop: 'Laptop',
  desktop: 'Desktop',
};

function describe(report: AnalyticsReportName, row: BreakdownSum, names: Names): Partial<AnalyticsReportRow> {
  switch (report) {
    case 'pages':
      return { label: pageName(names, row.key) };
    case 'options':
      return optionName(names, row.key);
    case 'variants':
      return variantName(names, row.key);
    case 'hotspots':
    case 'pointsOfInterest':
      return { label: elementName(names, row.key) };
    case 'prices': {
      const [currency = '', value = '0'] = row.key.split(' ');
      return { label: row.key, currency, value: Number(value) };
    }
    case 'carts':
      return { label: row.key || 'Add to cart' };
    case 'referrers':
      return { label: row.key || 'Direct / none' };
    case 'countries':
      return { label: row.key || 'Unknown' };
    default:
      return { label: row.key };
  }
}

export async function reports(db: Database, query: AnalyticsReportsQuery): Promise<AnalyticsReports> {
  const range = resolveRange(query.from, query.to, query.timeZone);
  const scope = scopeOf(query);
  const wanted = query.reports ?? ANALYTICS_REPORTS;
  const dimensions = wanted.map((name) => DIMENSION[name]).filter((d): d is Dimension => Boolean(d));
  const [traffic, sums, devices, names] = await Promise.all([
    sumTraffic(db, scope, range.startMs, range.endMs),
    dimensions.length ? sumBreakdown(db, scope, range.startMs, range.endMs, dimensions) : [],
    wanted.includes('devices') ? trafficByDevice(db, scope, range.startMs, range.endMs) : [],
    projectNames(db, query.projectId),
  ]);
  const total = traffic.sessions;
  const share = (sessions: number) => (total > 0 ? sessions / total : 0);
  const result: AnalyticsReports = { range: publicRange(range), totalSessions: total };
  for (const report of wanted) {
    if (report === 'devices') {
      result.devices = devices
        .filter((row) => row.sessions > 0)
        .sort((a, b) => b.sessions - a.sessions)
        .map((row) => ({
          key: row.device,
          label: DEVICE_LABELS[row.device] ?? row.device,
          sessions: row.sessions,
          events: row.pageViews,
          share: share(row.sessions),
        }));
      continue;
    }
    const dimension = DIMENSION[report]!;
    result[report] = sums
      .filter((row) => row.dimension === dimension && (row.sessions > 0 || row.events > 0))
      .sort((a, b) => b.sessions - a.sessions || b.events - a.events || (a.key < b.key ? -1 : 1))
      .slice(0, query.limit)
      .map((row) => ({
        key: row.key,
        label: row.key,
        ...describe(report, row, names),
        sessions: row.sessions,
        events: row.events,
        share: share(row.sessions),
      }));
  }
  return result;
}
