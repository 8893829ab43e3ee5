// The analytics queries of one project (docs/analytics.md), read with the shapes the server declares
// and cached by TanStack Query for a minute per body: switching tabs or ranges back and forth does not
// ask again.
import { useQuery } from '@tanstack/react-query';
import {
  AnalyticsInsightsSchema,
  AnalyticsJourneySchema,
  AnalyticsReportsSchema,
  AnalyticsStatsSchema,
  AnalyticsTrendsSchema,
  type AnalyticsInterval,
  type AnalyticsMeasure,
  type AnalyticsQuery,
} from '@vitrine/core';
import type { z } from 'zod';
import { api } from '../../api/client.ts';

export const ANALYTICS_CACHE_MS = 60_000;

export type AnalyticsBody = Pick<AnalyticsQuery, 'projectId' | 'from' | 'to' | 'timeZone' | 'filters'> & {
  release: string | null;
};

function useAnalyticsQuery<T>(path: string, body: Record<string, unknown>, answer: z.ZodType<T>) {
  return useQuery({
    queryKey: ['analytics', path, body],
    queryFn: async () => answer.parse(await api('POST', path, body)),
    staleTime: ANALYTICS_CACHE_MS,
    placeholderData: (previous) => previous,
  });
}

export const useStats = (body: AnalyticsBody) =>
  useAnalyticsQuery('/v2/analytics/stats', body, AnalyticsStatsSchema);

/** Only the measure the chart shows: the median, the costly one, is computed only when asked. */
export const useTrends = (body: AnalyticsBody, interval: AnalyticsInterval, measure: AnalyticsMeasure) =>
  useAnalyticsQuery(
    '/v2/analytics/trends',
    { ...body, interval, measures: [measure] },
    AnalyticsTrendsSchema,
  );

export const useReports = (body: AnalyticsBody) =>
  useAnalyticsQuery('/v2/analytics/reports', { ...body, limit: 10 }, AnalyticsReportsSchema);

export const useJourney = (body: AnalyticsBody, steps: readonly string[]) =>
  useAnalyticsQuery(
    '/v2/analytics/journey',
    { ...body, ...(steps.length >= 2 ? { steps } : {}) },
    AnalyticsJourneySchema,
  );

export const useInsights = (body: AnalyticsBody) =>
  useAnalyticsQuery('/v2/analytics/reports/insights', body, AnalyticsInsightsSchema);
