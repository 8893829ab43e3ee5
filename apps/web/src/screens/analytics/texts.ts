// Every text of the Analytics view.
import type { AnalyticsMeasure, AnalyticsReportName } from '@vitrine/core';

export const ANALYTICS_TEXTS = {
  title: 'Analytics',
  description: 'What visitors do on the published pages of this project. No cookies, nothing personal.',
  back: 'Back to builder',
  menuItem: 'Analytics',
  toolbarButton: 'Analytics',
  allReleases: 'All releases',
  release: (version: string) => `Release ${version}`,
  range: 'Date range',
  releaseFilter: 'Release',
  from: 'From',
  to: 'To',
  apply: 'Apply',
  previous: 'vs previous period',
  noChange: 'no data before',
  trend: 'Trend',
  interval: 'Interval',
  insights: 'Insights',
  noInsights: 'Not enough visits yet to draw findings (at least 10 sessions).',
  funnel: 'Funnel',
  funnelHint: 'Pick the steps visitors should take, in order.',
  addStep: 'Add step',
  clearSteps: 'Clear',
  noFunnel: 'Add at least two steps to see how many visitors go from one to the next.',
  paths: 'Paths',
  topPaths: 'Most common paths',
  moves: 'Most common moves',
  noPaths: 'No journeys in this range.',
  dropOff: (share: string) => `${share} drop off`,
  exportCsv: 'CSV',
  exportLabel: (what: string) => `Export ${what} as CSV`,
  empty: {
    title: 'No visits recorded yet',
    description:
      'Publish the project and open its page: visits, choices and add-to-cart events appear here within seconds.',
    openBuilder: 'Open the builder',
  },
  emptyRange: 'Nothing was recorded in this range.',
  columns: { sessions: 'Sessions', events: 'Events', share: 'Share', count: 'Times' },
} as const;

export const MEASURE_LABELS: Record<AnalyticsMeasure, string> = {
  visitors: 'Visitors',
  sessions: 'Sessions',
  pageViews: 'Page views',
  interactions: 'Interactions',
  conversions: 'Add to cart',
  conversionRate: 'Conversion',
  medianSessionSeconds: 'Median visit',
};

export const REPORT_LABELS: Record<AnalyticsReportName, { title: string; column: string; events: string }> = {
  pages: { title: 'Top pages', column: 'Page', events: 'Views' },
  options: { title: 'Options chosen', column: 'Option', events: 'Choices' },
  variants: { title: 'Variants chosen', column: 'Variant', events: 'Choices' },
  hotspots: { title: 'Hotspots', column: 'Hotspot', events: 'Clicks' },
  pointsOfInterest: { title: 'Points of interest', column: 'View', events: 'Focus' },
  prices: { title: 'Prices shown', column: 'Price', events: 'Shown' },
  carts: { title: 'Added to cart', column: 'Product', events: 'Adds' },
  referrers: { title: 'Sources', column: 'Site', events: 'Visits' },
  devices: { title: 'Devices', column: 'Device', events: 'Page views' },
  countries: { title: 'Countries', column: 'Country', events: 'Visits' },
};

export const PRESETS = [
  { id: 'today', label: 'Today', days: 1 },
  { id: '7d', label: 'Last 7 days', days: 7 },
  { id: '30d', label: 'Last 30 days', days: 30 },
  { id: '90d', label: 'Last 90 days', days: 90 },
  { id: 'custom', label: 'Custom range', days: 0 },
] as const;
export type PresetId = (typeof PRESETS)[number]['id'];
