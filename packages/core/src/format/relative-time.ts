// 'Last updated 5 minutes ago': the time since a moment. Timestamps without a zone are UTC (the
// server stores UTC), so they are read as such rather than as local time.
const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** Parses an ISO date, reading a date without a zone designator as UTC. */
export function parseUtc(value: string | Date | number): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'number') return new Date(value);
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/i.test(value.trim());
  const isDateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value.trim());
  return new Date(hasZone || isDateOnly ? value : `${value.trim()}Z`);
}

export function relativeTime(value: string | Date | number, now: Date = new Date()): string {
  const date = parseUtc(value);
  if (Number.isNaN(date.getTime())) return '';
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  if (Math.abs(seconds) < 45) return 'just now';
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'always' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size * 0.95 || unit === 'minute') {
      return format.format(Math.round(seconds / size), unit);
    }
  }
  return 'just now';
}
