// '/project/:id/analytics': what visitors do on the project's published pages — headline numbers
// with their change, the trend, insights, a funnel, paths and top lists, each exportable as CSV —
// for the range, release and device the toolbar picks (docs/analytics.md).
import { IconChartBar, IconExternalLink } from '@tabler/icons-react';
import {
  ANALYTICS_MAX_HOURLY_DAYS,
  daysBetween,
  type AnalyticsInterval,
  type AnalyticsMeasure,
  type AnalyticsReportName,
} from '@vitrine/core';
import { useMemo, useState } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { getProject } from '../../api/projects.ts';
import { listReleases } from '../../builder/publish/releases-api.ts';
import { buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { AnalyticsToolbar } from './analytics-toolbar.tsx';
import { browserTimeZone } from './analytics-format.ts';
import {
  useInsights,
  useJourney,
  useReports,
  useStats,
  useTrends,
  type AnalyticsBody,
} from './analytics-api.ts';
import { ANALYTICS_TEXTS } from './texts.ts';
import { FunnelCard } from './funnel-card.tsx';
import { InsightsCard } from './insights-card.tsx';
import { PathsCard } from './paths-card.tsx';
import { ReportTable } from './report-table.tsx';
import { StatCards } from './stat-cards.tsx';
import { TrendChart } from './trend-chart.tsx';
import { useAnalyticsFilters } from './use-analytics-filters.ts';

export async function loader({ params }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  const [project, releases] = await Promise.all([getProject(id, { document: false }), listReleases(id)]);
  return {
    project: { id: project.id, label: project.label },
    versions: releases.items.map((item) => item.version),
  };
}

/** Always shown; the others only when the range has rows for them. */
const MAIN_REPORTS: AnalyticsReportName[] = ['pages', 'options', 'variants', 'referrers', 'devices'];
const MORE_REPORTS: AnalyticsReportName[] = ['hotspots', 'pointsOfInterest', 'prices', 'carts', 'countries'];

function defaultInterval(days: number): AnalyticsInterval {
  if (days <= 2) return 'hour';
  return days > 120 ? 'week' : 'day';
}

export default function AnalyticsScreen() {
  const { project, versions } = useLoaderData<typeof loader>();
  const controls = useAnalyticsFilters();
  const { filters } = controls;
  const timeZone = useMemo(browserTimeZone, []);
  const body: AnalyticsBody = {
    projectId: project.id,
    from: filters.from,
    to: filters.to,
    timeZone,
    release: filters.release,
    filters: filters.device ? { device: [filters.device] } : {},
  };
  const days = daysBetween(filters.from, filters.to);
  const [measure, setMeasure] = useState<AnalyticsMeasure>('visitors');
  const [chosenInterval, setInterval] = useState<AnalyticsInterval | null>(null);
  const interval =
    chosenInterval === 'hour' && days > ANALYTICS_MAX_HOURLY_DAYS
      ? 'day'
      : (chosenInterval ?? defaultInterval(days));
  const [steps, setSteps] = useState<string[]>([]);

  const stats = useStats(body);
  const trends = useTrends(body, interval, measure);
  const reports = useReports(body);
  const journey = useJourney(body, steps);
  const insights = useInsights(body);

  const nothingYet = stats.data && stats.data.current.sessions === 0 && stats.data.previous.sessions === 0;
  const builderLink = (
    <Link to={`/builder/${encodeURIComponent(project.id)}`} className={buttonClass('secondary', 'md')}>
      <IconExternalLink className="size-4" /> {ANALYTICS_TEXTS.empty.openBuilder}
    </Link>
  );

  return (
    <div className="mx-auto max-w-7xl" data-testid="analytics-screen">
      <PageHeader
        title={ANALYTICS_TEXTS.title}
        description={
          <>
            <span className="font-medium text-neutral-700">{project.label}</span> ·{' '}
            {ANALYTICS_TEXTS.description}
          </>
        }
        actions={builderLink}
      />
      <div className="mb-6">
        <AnalyticsToolbar key={`${filters.from}|${filters.to}`} controls={controls} versions={versions} />
      </div>
      {!stats.data ? (
        <div className="grid place-items-center py-24">
          {stats.error ? <p className="text-sm text-red-600">{stats.error.message}</p> : <Spinner />}
        </div>
      ) : nothingYet ? (
        <Card>
          <EmptyState
            icon={<IconChartBar className="size-5" />}
            title={
              filters.release || filters.device ? ANALYTICS_TEXTS.emptyRange : ANALYTICS_TEXTS.empty.title
            }
            description={ANALYTICS_TEXTS.empty.description}
            className="py-20"
          />
        </Card>
      ) : (
        <div className="grid gap-6">
          <StatCards stats={stats.data} selected={measure} onSelect={setMeasure} />
          <TrendChart
            trends={trends.data}
            measure={measure}
            interval={interval}
            hourlyAllowed={days <= ANALYTICS_MAX_HOURLY_DAYS}
            onInterval={setInterval}
          />
          <div className="grid gap-6 lg:grid-cols-2">
            <InsightsCard insights={insights.data?.insights ?? []} />
            <FunnelCard journey={journey.data} steps={steps} onSteps={setSteps} />
          </div>
          <PathsCard journey={journey.data} />
          <div className="grid gap-6 lg:grid-cols-2">
            {MAIN_REPORTS.map((name) => (
              <ReportTable key={name} name={name} rows={reports.data?.[name] ?? []} />
            ))}
            {MORE_REPORTS.filter((name) => (reports.data?.[name]?.length ?? 0) > 0).map((name) => (
              <ReportTable key={name} name={name} rows={reports.data?.[name] ?? []} />
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
