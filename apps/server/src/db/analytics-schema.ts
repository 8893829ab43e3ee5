// Tables of analytics (docs/analytics.md). Raw events and sessions are kept for the retention period;
// the rollups (traffic and breakdowns, per UTC hour and per UTC day) are what the queries read, and
// are kept for good. Visitor and session ids are 64-bit salted hashes whose salt changes every day
// and is then deleted, so they cannot be traced back to a person or linked across days.
import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { projects } from './studio-schema.ts';

const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => new Uint8Array(value),
});

const projectRef = () =>
  uuid('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });

/** One random salt per UTC day; deleted the day after, which makes the day's ids anonymous for good. */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: bytes('salt').notNull(),
});

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    projectId: projectRef(),
    version: text('version').notNull(),
    sessionId: bigint('session_id', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    type: text('type').notNull(),
    pageId: text('page_id'),
    /** The journey step (steps.ts), or the currency of a price shown. */
    key: text('key'),
    /** A price shown or added to the cart. */
    amount: doublePrecision('amount'),
    currency: text('currency'),
    label: text('label'),
  },
  (t) => [
    index('analytics_events_project_idx').on(t.projectId, t.createdAt),
    index('analytics_events_created_idx').using('brin', t.createdAt),
  ],
);

export const analyticsSessions = pgTable(
  'analytics_sessions',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey(),
    projectId: projectRef(),
    version: text('version').notNull(),
    visitorId: bigint('visitor_id', { mode: 'bigint' }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    device: text('device').notNull(),
    country: text('country').notNull().default(''),
    referrer: text('referrer').notNull().default(''),
    entryPage: text('entry_page').notNull().default(''),
    pageViews: integer('page_views').notNull().default(0),
    interactions: integer('interactions').notNull().default(0),
    converted: boolean('converted').notNull().default(false),
    /** Every breakdown key the session counted in (so a session counts once per key). */
    seen: text('seen').array().notNull(),
    /** Its journey: steps in order, repeats collapsed, at most ANALYTICS_PATH_LIMIT. */
    path: text('path').array().notNull(),
  },
  (t) => [
    index('analytics_sessions_project_idx').on(t.projectId, t.startedAt),
    index('analytics_sessions_started_idx').using('brin', t.startedAt),
  ],
);

/**
 * Each session's journey as funnels read it: the id of its coded journey (analytics_journeys), in a
 * narrow table of its own so that a funnel over months reads little besides these ids. Written with
 * its session; kept and deleted with it.
 */
export const analyticsSessionPaths = pgTable(
  'analytics_session_paths',
  {
    sessionId: bigint('session_id', { mode: 'bigint' }).primaryKey(),
    projectId: projectRef(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    version: text('version').notNull(),
    device: text('device').notNull(),
    journey: bigint('journey', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    index('analytics_session_paths_project_idx').on(t.projectId, t.startedAt),
    // Retention deletes by start across projects.
    index('analytics_session_paths_started_idx').using('brin', t.startedAt),
  ],
);

/**
 * Every distinct journey of a project, coded as analytics/step-codes.ts does, under an id taken from
 * the code's hash: sessions share journeys, so a funnel matches each journey once, not each session.
 * Journeys no session refers to any more are deleted with the retention.
 */
export const analyticsJourneys = pgTable(
  'analytics_journeys',
  {
    // No foreign key: writers add journeys in every batch and need not check the project each time;
    // a deleted project's journeys go with the next sweep, as its sessions went with it.
    projectId: uuid('project_id').notNull(),
    id: bigint('id', { mode: 'bigint' }).notNull(),
    steps: text('steps').notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.id] })],
);

/** Which visitors were already counted on a day (kept two days). */
export const analyticsVisitorDays = pgTable(
  'analytics_visitor_days',
  {
    visitorId: bigint('visitor_id', { mode: 'bigint' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.visitorId, t.day] }), index('analytics_visitor_days_day_idx').on(t.day)],
);

const trafficColumns = {
  version: text('version').notNull(),
  device: text('device').notNull(),
  visitors: integer('visitors').notNull().default(0),
  sessions: integer('sessions').notNull().default(0),
  pageViews: integer('page_views').notNull().default(0),
  interactions: integer('interactions').notNull().default(0),
  conversions: integer('conversions').notNull().default(0),
};

export const analyticsTrafficHourly = pgTable(
  'analytics_traffic_hourly',
  {
    projectId: projectRef(),
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    ...trafficColumns,
  },
  (t) => [primaryKey({ columns: [t.projectId, t.bucket, t.version, t.device] })],
);

export const analyticsTrafficDaily = pgTable(
  'analytics_traffic_daily',
  { projectId: projectRef(), bucket: date('bucket', { mode: 'string' }).notNull(), ...trafficColumns },
  (t) => [primaryKey({ columns: [t.projectId, t.bucket, t.version, t.device] })],
);

const breakdownColumns = {
  version: text('version').notNull(),
  device: text('device').notNull(),
  /** page, option, variant, hotspot, poi, price, cart, referrer, country, entry, path, transition. */
  dimension: text('dimension').notNull(),
  key: text('key').notNull(),
  events: integer('events').notNull().default(0),
  sessions: integer('sessions').notNull().default(0),
};

export const analyticsBreakdownHourly = pgTable(
  'analytics_breakdown_hourly',
  {
    projectId: projectRef(),
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    ...breakdownColumns,
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.bucket, t.version, t.device, t.dimension, t.key] }),
    // Queries ask for a few dimensions of a range: read those rows only.
    index('analytics_breakdown_hourly_dimension_idx').on(t.projectId, t.dimension, t.bucket),
  ],
);

export const analyticsBreakdownDaily = pgTable(
  'analytics_breakdown_daily',
  { projectId: projectRef(), bucket: date('bucket', { mode: 'string' }).notNull(), ...breakdownColumns },
  (t) => [
    primaryKey({ columns: [t.projectId, t.bucket, t.version, t.device, t.dimension, t.key] }),
    index('analytics_breakdown_daily_dimension_idx').on(t.projectId, t.dimension, t.bucket),
  ],
);

const durationColumns = {
  version: text('version').notNull(),
  device: text('device').notNull(),
  /** The lower bound in seconds of a session-length band (analytics/session-fold.ts DURATION_BANDS). */
  band: integer('band').notNull(),
  sessions: integer('sessions').notNull().default(0),
};

/**
 * Sessions per session-length band, per cell: the median session length of a range or of each
 * interval of a trend. Narrow and in a table of their own so that a trend over months reads a few
 * hundred pages, not the breakdowns' rows of every dimension.
 */
export const analyticsDurationsHourly = pgTable(
  'analytics_durations_hourly',
  {
    projectId: projectRef(),
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    ...durationColumns,
  },
  (t) => [primaryKey({ columns: [t.projectId, t.bucket, t.version, t.device, t.band] })],
);

export const analyticsDurationsDaily = pgTable(
  'analytics_durations_daily',
  { projectId: projectRef(), bucket: date('bucket', { mode: 'string' }).notNull(), ...durationColumns },
  (t) => [primaryKey({ columns: [t.projectId, t.bucket, t.version, t.device, t.band] })],
);
