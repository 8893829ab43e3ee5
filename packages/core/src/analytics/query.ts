// The bodies of the analytics queries (POST /v2/analytics/stats, /trends, /journey, /reports,
// /reports/insights; docs/analytics.md) and the shapes they answer. The Analytics screen builds its
// requests from the same schemas.
import { z } from 'zod';
import { DEVICE_CLASSES, type DeviceClass } from './events.ts';

export const ANALYTICS_MAX_RANGE_DAYS = 366;
export const ANALYTICS_MAX_HOURLY_DAYS = 31;
export const ANALYTICS_INTERVALS = ['hour', 'day', 'week'] as const;
export type AnalyticsInterval = (typeof ANALYTICS_INTERVALS)[number];

export const ANALYTICS_MEASURES = [
  'visitors',
  'sessions',
  'pageViews',
  'interactions',
  'conversions',
  'conversionRate',
  'medianSessionSeconds',
] as const;
export type AnalyticsMeasure = (typeof ANALYTICS_MEASURES)[number];

export const ANALYTICS_REPORTS = [
  'pages',
  'options',
  'variants',
  'hotspots',
  'pointsOfInterest',
  'prices',
  'carts',
  'referrers',
  'devices',
  'countries',
] as const;
export type AnalyticsReportName = (typeof ANALYTICS_REPORTS)[number];

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Days from `from` to `to`, both included (calendar dates, no time zone involved). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

const date = (name: string) =>
  z
    .string({ error: `${name} is required (YYYY-MM-DD)` })
    .regex(DATE, `${name} must be a date (YYYY-MM-DD)`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), `${name} must be a real date`);

const AnalyticsFiltersSchema = z
  .object({ device: z.array(z.enum(DEVICE_CLASSES)).max(DEVICE_CLASSES.length).optional() })
  .strict();

const baseShape = {
  projectId: z.string({ error: 'projectId is required' }).min(1).max(100),
  /** A release version; absent or null: every release. */
  release: z.string().min(1, 'release must be a version such as 1.0.3').max(30).nullish(),
  from: date('from'),
  to: date('to'),
  timeZone: z
    .string()
    .max(64)
    .refine(isTimeZone, 'timeZone must be an IANA time zone such as Europe/Paris')
    .default('UTC'),
  filters: AnalyticsFiltersSchema.default({}),
};

function checkRange(value: { from: string; to: string }, ctx: z.RefinementCtx) {
  const days = daysBetween(value.from, value.to);
  if (days < 1) ctx.addIssue({ code: 'custom', message: 'from must not be after to', path: ['from'] });
  else if (days > ANALYTICS_MAX_RANGE_DAYS)
    ctx.addIssue({
      code: 'custom',
      message: `A range spans at most ${ANALYTICS_MAX_RANGE_DAYS} days`,
      path: ['to'],
    });
}

export const AnalyticsQuerySchema = z.object(baseShape).strict().superRefine(checkRange);
export type AnalyticsQuery = z.infer<typeof AnalyticsQuerySchema>;

export const AnalyticsTrendsQuerySchema = z
  .object({
    ...baseShape,
    interval: z.enum(ANALYTICS_INTERVALS).default('day'),
    measures: z.array(z.enum(ANALYTICS_MEASURES)).min(1).max(ANALYTICS_MEASURES.length).optional(),
  })
  .strict()
  .superRefine(checkRange)
  .superRefine((value, ctx) => {
    if (value.interval === 'hour' && daysBetween(value.from, value.to) > ANALYTICS_MAX_HOURLY_DAYS)
      ctx.addIssue({
        code: 'custom',
        message: `An hourly trend spans at most ${ANALYTICS_MAX_HOURLY_DAYS} days`,
        path: ['interval'],
      });
  });
export type AnalyticsTrendsQuery = z.infer<typeof AnalyticsTrendsQuerySchema>;

export const AnalyticsReportsQuerySchema = z
  .object({
    ...baseShape,
    reports: z.array(z.enum(ANALYTICS_REPORTS)).min(1).optional(),
    limit: z.number().int().min(1).max(100).default(10),
  })
  .strict()
  .superRefine(checkRange);
export type AnalyticsReportsQuery = z.infer<typeof AnalyticsReportsQuerySchema>;

export const ANALYTICS_MAX_FUNNEL_STEPS = 8;

export const AnalyticsJourneyQuerySchema = z
  .object({
    ...baseShape,
    /** The funnel: ordered step keys (see steps.ts); absent: no funnel. */
    steps: z
      .array(z.string().min(1).max(420))
      .min(2, 'A funnel has at least 2 steps')
      .max(ANALYTICS_MAX_FUNNEL_STEPS, `A funnel has at most ${ANALYTICS_MAX_FUNNEL_STEPS} steps`)
      .optional(),
    limit: z.number().int().min(1).max(50).default(10),
  })
  .strict()
  .superRefine(checkRange);
export type AnalyticsJourneyQuery = z.infer<typeof AnalyticsJourneyQuerySchema>;

// ---- Answers ----

const measuresShape = {
  visitors: z.number(),
  sessions: z.number(),
  pageViews: z.number(),
  interactions: z.number(),
  conversions: z.number(),
  /** conversions / sessions, 0..1 (0 without sessions). */
  conversionRate: z.number(),
  /** null without sessions. */
  medianSessionSeconds: z.number().nullable(),
} satisfies Record<AnalyticsMeasure, z.ZodType>;

const AnalyticsMeasuresSchema = z.object(measuresShape);
export type AnalyticsMeasures = z.infer<typeof AnalyticsMeasuresSchema>;

const AnalyticsRangeSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    timeZone: z.string(),
    /** The instants the range covers: [start, end). */
    start: z.string(),
    end: z.string(),
  })
  .meta({ id: 'AnalyticsRange' });
export type AnalyticsRange = z.infer<typeof AnalyticsRangeSchema>;

const relativeChange = z.number().nullable();

export const AnalyticsStatsSchema = z.object({
  range: AnalyticsRangeSchema,
  previousRange: AnalyticsRangeSchema,
  current: AnalyticsMeasuresSchema,
  previous: AnalyticsMeasuresSchema,
  /** Relative change per measure ((current - previous) / previous); null when previous is 0. */
  change: z.object({
    visitors: relativeChange,
    sessions: relativeChange,
    pageViews: relativeChange,
    interactions: relativeChange,
    conversions: relativeChange,
    conversionRate: relativeChange,
    medianSessionSeconds: relativeChange,
  } satisfies Record<AnalyticsMeasure, z.ZodType>),
});
export type AnalyticsStats = z.infer<typeof AnalyticsStatsSchema>;

const pointMeasure = z.number().nullable().optional();

const AnalyticsTrendPointSchema = z.object({
  /** The interval's first instant (ISO) and its local label (YYYY-MM-DD, or YYYY-MM-DD HH:00). */
  start: z.string(),
  label: z.string(),
  // The measures asked for (every one when none was named).
  visitors: pointMeasure,
  sessions: pointMeasure,
  pageViews: pointMeasure,
  interactions: pointMeasure,
  conversions: pointMeasure,
  conversionRate: pointMeasure,
  medianSessionSeconds: pointMeasure,
} satisfies Record<AnalyticsMeasure | 'start' | 'label', z.ZodType>);
export type AnalyticsTrendPoint = z.infer<typeof AnalyticsTrendPointSchema>;

export const AnalyticsTrendsSchema = z.object({
  range: AnalyticsRangeSchema,
  interval: z.enum(ANALYTICS_INTERVALS),
  points: z.array(AnalyticsTrendPointSchema),
});
export type AnalyticsTrends = z.infer<typeof AnalyticsTrendsSchema>;

const AnalyticsReportRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  /** Sessions that had it (visits for referrers, devices and countries). */
  sessions: z.number(),
  /** How often it happened (page views, choices, clicks…). */
  events: z.number(),
  /** sessions / all sessions of the range, 0..1. */
  share: z.number(),
  /** The group a row belongs to: the attribute of an option, the variant container of an item. */
  group: z.string().optional(),
  currency: z.string().optional(),
  value: z.number().optional(),
});
export type AnalyticsReportRow = z.infer<typeof AnalyticsReportRowSchema>;

const reportRows = z.array(AnalyticsReportRowSchema).optional();

export const AnalyticsReportsSchema = z.object({
  range: AnalyticsRangeSchema,
  totalSessions: z.number(),
  // The reports asked for (every one when none was named).
  pages: reportRows,
  options: reportRows,
  variants: reportRows,
  hotspots: reportRows,
  pointsOfInterest: reportRows,
  prices: reportRows,
  carts: reportRows,
  referrers: reportRows,
  devices: reportRows,
  countries: reportRows,
} satisfies Record<AnalyticsReportName | 'range' | 'totalSessions', z.ZodType>);
export type AnalyticsReports = z.infer<typeof AnalyticsReportsSchema>;

const AnalyticsStepLabelSchema = z.object({ key: z.string(), label: z.string() });

const AnalyticsFunnelStepSchema = AnalyticsStepLabelSchema.extend({
  sessions: z.number(),
  /** sessions / sessions of the first step. */
  conversion: z.number(),
  /** Share of the previous step's sessions that did not reach this one (0 for the first step). */
  dropOff: z.number(),
});
export type AnalyticsFunnelStep = z.infer<typeof AnalyticsFunnelStepSchema>;

export const AnalyticsJourneySchema = z.object({
  range: AnalyticsRangeSchema,
  paths: z.array(
    z.object({ steps: z.array(AnalyticsStepLabelSchema), sessions: z.number(), share: z.number() }),
  ),
  transitions: z.array(
    z.object({ from: AnalyticsStepLabelSchema, to: AnalyticsStepLabelSchema, count: z.number() }),
  ),
  funnel: z.array(AnalyticsFunnelStepSchema).nullable(),
  /** Steps seen in the range, most common first: what the funnel picker offers. */
  steps: z.array(AnalyticsStepLabelSchema.extend({ sessions: z.number() })),
});
export type AnalyticsJourney = z.infer<typeof AnalyticsJourneySchema>;

export const ANALYTICS_INSIGHT_KINDS = [
  'trend',
  'release',
  'choice',
  'conversion',
  'source',
  'device',
  'journey',
] as const;

const AnalyticsInsightSchema = z.object({
  id: z.string(),
  kind: z.enum(ANALYTICS_INSIGHT_KINDS),
  text: z.string(),
  /** The numbers the sentence is built from. */
  numbers: z.record(z.string(), z.union([z.number(), z.string(), z.null()])),
});
export type AnalyticsInsight = z.infer<typeof AnalyticsInsightSchema>;

export const AnalyticsInsightsSchema = z.object({
  range: AnalyticsRangeSchema,
  insights: z.array(AnalyticsInsightSchema),
});
export type AnalyticsInsights = z.infer<typeof AnalyticsInsightsSchema>;

/** POST /v2/analytics/logs: how many events were stored, and why none were when none were. */
export const AnalyticsIngestResultSchema = z.object({
  stored: z.number().int(),
  reason: z.enum(['do-not-track', 'bot']).optional(),
});
export type AnalyticsIngestResult = z.infer<typeof AnalyticsIngestResultSchema>;

export type { DeviceClass };
