// How a batch of a session's events changes the session and the rollups, as a pure function: the
// batch writer loads the session, folds the events in and writes the result and the rollup deltas.
// Where each count lands (docs/analytics.md "Definitions"): sessions, conversions, visitors and the
// per-session counts of a breakdown in the hour the session started; page views, interactions and
// event counts in the hour they happened.
import type { AnalyticsEventType } from '@vitrine/core';

export const HOUR_MS = 3_600_000;
/** A session's journey keeps its first steps only. */
export const ANALYTICS_PATH_LIMIT = 50;
/** Paths are compared on their first steps. */
export const PATH_KEY_STEPS = 4;
export const STEP_SEPARATOR = '\u001f';
/** Lower bounds (seconds) of the session length bands the median is interpolated in. */
export const DURATION_BANDS = [
  0, 5, 10, 15, 20, 30, 45, 60, 90, 120, 180, 240, 300, 420, 600, 900, 1200, 1800, 2700, 3600, 5400, 7200,
  10800,
] as const;

export type Dimension =
  | 'page'
  | 'option'
  | 'variant'
  | 'hotspot'
  | 'poi'
  | 'price'
  | 'cart'
  | 'referrer'
  | 'country'
  | 'entry'
  | 'path'
  | 'transition';

/** An accepted event, with the ids and time the server gave it. */
export interface IngestEvent {
  projectId: string;
  version: string;
  sessionId: bigint;
  visitorId: bigint;
  day: string;
  device: string;
  country: string;
  referrer: string;
  at: number;
  type: AnalyticsEventType;
  pageId: string | null;
  /** The journey step (core steps.ts), null for prices shown. */
  step: string | null;
  /** The breakdown key: attribute:option, element:item, element, "USD 12.5", cart label. */
  key: string | null;
  currency: string | null;
  amount: number | null;
  label: string | null;
}

export interface SessionState {
  id: bigint;
  projectId: string;
  version: string;
  visitorId: bigint;
  startedAt: number;
  lastSeenAt: number;
  device: string;
  country: string;
  referrer: string;
  entryPage: string;
  pageViews: number;
  interactions: number;
  converted: boolean;
  seen: string[];
  path: string[];
}

export interface TrafficDelta {
  visitors: number;
  sessions: number;
  pageViews: number;
  interactions: number;
  conversions: number;
}

export interface RollupCell {
  projectId: string;
  hour: number;
  version: string;
  device: string;
}

export const durationBand = (seconds: number): number => {
  let band = 0;
  for (const lower of DURATION_BANDS) if (seconds >= lower) band = lower;
  return band;
};

export const pathKey = (path: readonly string[]) => path.slice(0, PATH_KEY_STEPS).join(STEP_SEPARATOR);

const hourOf = (ms: number) => Math.floor(ms / HOUR_MS) * HOUR_MS;

// Rows are built as literals, never as `{ ...cell, more }`: V8 adds each property after a spread
// slowly (microseconds per property), and these run for every event of every batch.
const cellAt = (cell: RollupCell, hour: number): RollupCell => ({
  projectId: cell.projectId,
  hour,
  version: cell.version,
  device: cell.device,
});

/** Rollup changes of one batch, keyed by cell (and by dimension and key, or by band). */
export class RollupDeltas {
  readonly traffic = new Map<string, RollupCell & TrafficDelta>();
  readonly breakdown = new Map<
    string,
    RollupCell & { dimension: Dimension; key: string; events: number; sessions: number }
  >();
  readonly durations = new Map<string, RollupCell & { band: number; sessions: number }>();

  addTraffic(cell: RollupCell, change: Partial<TrafficDelta>): void {
    const id = `${cell.projectId}|${cell.hour}|${cell.version}|${cell.device}`;
    let row = this.traffic.get(id);
    if (!row) {
      row = {
        projectId: cell.projectId,
        hour: cell.hour,
        version: cell.version,
        device: cell.device,
        visitors: 0,
        sessions: 0,
        pageViews: 0,
        interactions: 0,
        conversions: 0,
      };
      this.traffic.set(id, row);
    }
    row.visitors += change.visitors ?? 0;
    row.sessions += change.sessions ?? 0;
    row.pageViews += change.pageViews ?? 0;
    row.interactions += change.interactions ?? 0;
    row.conversions += change.conversions ?? 0;
  }

  addBreakdown(
    cell: RollupCell,
    dimension: Dimension,
    key: string,
    change: { events?: number; sessions?: number },
  ): void {
    const id = `${cell.projectId}|${cell.hour}|${cell.version}|${cell.device}|${dimension}|${key}`;
    let row = this.breakdown.get(id);
    if (!row) {
      row = {
        projectId: cell.projectId,
        hour: cell.hour,
        version: cell.version,
        device: cell.device,
        dimension,
        key,
        events: 0,
        sessions: 0,
      };
      this.breakdown.set(id, row);
    }
    row.events += change.events ?? 0;
    row.sessions += change.sessions ?? 0;
  }

  addDuration(cell: RollupCell, band: number, sessions: number): void {
    const id = `${cell.projectId}|${cell.hour}|${cell.version}|${cell.device}|${band}`;
    let row = this.durations.get(id);
    if (!row) {
      row = {
        projectId: cell.projectId,
        hour: cell.hour,
        version: cell.version,
        device: cell.device,
        band,
        sessions: 0,
      };
      this.durations.set(id, row);
    }
    row.sessions += sessions;
  }
}

const DIMENSION_OF: Partial<Record<AnalyticsEventType, Dimension>> = {
  page_view: 'page',
  option_choice: 'option',
  variant_choice: 'variant',
  hotspot_click: 'hotspot',
  poi_focus: 'poi',
  price_shown: 'price',
  add_to_cart: 'cart',
};

export function newSession(first: IngestEvent): SessionState {
  return {
    id: first.sessionId,
    projectId: first.projectId,
    version: first.version,
    visitorId: first.visitorId,
    startedAt: first.at,
    lastSeenAt: first.at,
    device: first.device,
    country: first.country,
    referrer: first.referrer,
    entryPage: '',
    pageViews: 0,
    interactions: 0,
    converted: false,
    seen: [],
    path: [],
  };
}

/**
 * Folds `events` (in the order they were sent) into the session (null: a new one) and records the
 * rollup changes. Returns the new state and each event's time as stored (never before the start).
 */
export function foldSession(
  existing: SessionState | null,
  events: readonly IngestEvent[],
  deltas: RollupDeltas,
): { state: SessionState; times: number[]; isNew: boolean } {
  const isNew = existing === null;
  const state: SessionState = existing
    ? { ...existing, seen: existing.seen.slice(), path: existing.path.slice() }
    : newSession(events[0]!);
  const startCell: RollupCell = {
    projectId: state.projectId,
    hour: hourOf(state.startedAt),
    version: state.version,
    device: state.device,
  };
  const seen = new Set(state.seen);
  const countSession = (dimension: Dimension, key: string) => {
    const id = `${dimension}|${key}`;
    if (seen.has(id)) return;
    seen.add(id);
    state.seen.push(id);
    deltas.addBreakdown(startCell, dimension, key, { sessions: 1 });
  };

  const oldBand = isNew ? null : durationBand((state.lastSeenAt - state.startedAt) / 1000);
  const oldPath = isNew ? null : pathKey(state.path);
  if (isNew) {
    deltas.addTraffic(startCell, { sessions: 1 });
    for (const [dimension, key] of [
      ['referrer', state.referrer],
      ['country', state.country],
    ] as const)
      deltas.addBreakdown(startCell, dimension, key, { events: 1, sessions: 1 });
  }

  const times: number[] = [];
  for (const event of events) {
    const at = Math.max(event.at, state.startedAt);
    times.push(at);
    state.lastSeenAt = Math.max(state.lastSeenAt, at);
    const cell = cellAt(startCell, hourOf(at));
    const dimension = DIMENSION_OF[event.type]!;
    if (event.type === 'page_view') {
      state.pageViews += 1;
      deltas.addTraffic(cell, { pageViews: 1 });
      if (!state.entryPage && event.pageId) {
        state.entryPage = event.pageId;
        deltas.addBreakdown(startCell, 'entry', event.pageId, { events: 1, sessions: 1 });
      }
    } else if (event.type !== 'price_shown') {
      state.interactions += 1;
      deltas.addTraffic(cell, { interactions: 1 });
    }
    if (event.type === 'add_to_cart' && !state.converted) {
      state.converted = true;
      deltas.addTraffic(startCell, { conversions: 1 });
    }
    if (event.key !== null) {
      deltas.addBreakdown(cell, dimension, event.key, { events: 1 });
      countSession(dimension, event.key);
    }
    if (event.step !== null) {
      const last = state.path[state.path.length - 1];
      if (last !== event.step && state.path.length < ANALYTICS_PATH_LIMIT) {
        if (last !== undefined)
          deltas.addBreakdown(cell, 'transition', `${last}${STEP_SEPARATOR}${event.step}`, { events: 1 });
        state.path.push(event.step);
      }
    }
  }

  const band = durationBand((state.lastSeenAt - state.startedAt) / 1000);
  if (band !== oldBand) {
    if (oldBand !== null) deltas.addDuration(startCell, oldBand, -1);
    deltas.addDuration(startCell, band, 1);
  }
  const path = pathKey(state.path);
  if (path !== oldPath) {
    if (oldPath) deltas.addBreakdown(startCell, 'path', oldPath, { sessions: -1 });
    if (path) deltas.addBreakdown(startCell, 'path', path, { sessions: 1 });
  }
  return { state, times, isNew };
}
