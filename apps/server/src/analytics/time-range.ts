// Calendar dates in a time zone → the instants analytics reads, and back. Rollups are per UTC hour
// and UTC day: a range starts and ends at the UTC hour that holds its local midnight (exact for every
// zone with a whole-hour offset; 30 or 45 minutes early in the others, see docs/analytics.md).
import { daysBetween, type AnalyticsRange } from '@vitrine/core';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The wall-clock parts of an instant in a zone. */
export function zonedParts(ms: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(ms)))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** Offset of the zone from UTC at an instant, in ms. */
function offsetAt(ms: number, timeZone: string): number {
  const p = zonedParts(ms, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(ms / 1000) * 1000;
}

/** The instant of local midnight starting `date` (YYYY-MM-DD) in the zone. */
export function localMidnight(date: string, timeZone: string): number {
  const wall = Date.parse(`${date}T00:00:00Z`);
  let guess = wall - offsetAt(wall, timeZone);
  guess = wall - offsetAt(guess, timeZone);
  return guess;
}

export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export const floorHour = (ms: number) => Math.floor(ms / HOUR_MS) * HOUR_MS;

/** The local date (YYYY-MM-DD) of an instant in the zone. */
export function localDate(ms: number, timeZone: string): string {
  const p = zonedParts(ms, timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

export interface ResolvedRange extends AnalyticsRange {
  startMs: number;
  endMs: number;
}

/** [from, to] (local dates, both included) as hour-aligned instants. */
export function resolveRange(from: string, to: string, timeZone: string): ResolvedRange {
  const startMs = floorHour(localMidnight(from, timeZone));
  const endMs = floorHour(localMidnight(addDays(to, 1), timeZone));
  return {
    from,
    to,
    timeZone,
    start: new Date(startMs).toISOString(),
    end: new Date(endMs).toISOString(),
    startMs,
    endMs,
  };
}

/** The range of the same number of days just before. */
export function previousRange(range: { from: string; to: string; timeZone: string }): ResolvedRange {
  const days = daysBetween(range.from, range.to);
  return resolveRange(addDays(range.from, -days), addDays(range.from, -1), range.timeZone);
}

export interface RollupPlan {
  /** Whole UTC days read from the daily rollups: [firstDay, endDay). */
  days: { first: string; end: string } | null;
  /** The rest, read from the hourly rollups: instants [start, end). */
  hours: { start: number; end: number }[];
}

/** Splits a range into whole UTC days (daily rollups) and the hours around them (hourly rollups). */
export function planRange(startMs: number, endMs: number): RollupPlan {
  const firstDay = Math.ceil(startMs / DAY_MS) * DAY_MS;
  const endDay = Math.floor(endMs / DAY_MS) * DAY_MS;
  if (endDay <= firstDay)
    return { days: null, hours: endMs > startMs ? [{ start: startMs, end: endMs }] : [] };
  const hours = [];
  if (startMs < firstDay) hours.push({ start: startMs, end: firstDay });
  if (endDay < endMs) hours.push({ start: endDay, end: endMs });
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { days: { first: iso(firstDay), end: iso(endDay) }, hours };
}
