// Dates in the account area: long US format (SPEC §9: invoice dates long US format).
const LONG_US = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** Formats an ISO string or epoch seconds; returns '' for missing or invalid input. */
export function formatLongDate(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = typeof value === 'number' ? new Date(value * 1000) : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : LONG_US.format(date);
}
