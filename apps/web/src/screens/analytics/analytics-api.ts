// The analytics queries of one project (docs/analytics.md), cached by TanStack Query for a minute
// per body: switching tabs or ranges back and forth does not ask again.
import { useQuery } from '@tanstack/react-query';
import type {
  AnalyticsInsights,
  AnalyticsInterval,
  AnalyticsJourney,
  AnalyticsMeasure,
  AnalyticsQuery,
  AnalyticsReports,
  AnalyticsStats,
  AnalyticsTrends,
} from '@vitrine/core';
import { api } from '../../api/client.ts';

export const ANALYTICS_CACHE_MS = 60_000;

export type AnalyticsBody = Pick<AnalyticsQuery, 'projectId' | 'from' | 'to' | 'timeZone' | 'filters'> & {
  release: string | null;
};

function useAnalyticsQuery<T>(path: string, body: Record<string, unknown>) {
  return useQuery({
    queryKey: ['analytics', path, body],
    queryFn: () => api<T>('POST', path, body),
    staleTime: ANALYTICS_CACHE_MS,
    placeholderData: (previous) => previous,
  });
}

export const useStats = (body: AnalyticsBody) =>
  useAnalyticsQuery<AnalyticsStats>('/v2/analytics/stats', body);

/** Only the measure the chart shows: the median, the costly one, is computed only when asked. */
export const useTrends = (body: AnalyticsBody, interval: AnalyticsInterval, measure: AnalyticsMeasure) =>
  useAnalyticsQuery<AnalyticsTrends>('/v2/analytics/trends', { ...body, interval, measures: [measure] });

export const useReports = (body: AnalyticsBody) =>
  useAnalyticsQuery<AnalyticsReports>('/v2/analytics/reports', { ...body, limit: 10 });

export const useJourney = (body: AnalyticsBody, steps: readonly string[]) =>
  useAnalyticsQuery<AnalyticsJourney>('/v2/analytics/journey', {
    ...body,
    ...(steps.length >= 2 ? { steps } : {}),
  });

export const useInsights = (body: AnalyticsBody) =>
  useAnalyticsQuery<AnalyticsInsights>('/v2/analytics/reports/insights', body);
