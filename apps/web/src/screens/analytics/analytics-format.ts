// Numbers of the Analytics view: counts, shares, changes, durations, dates, and CSV files.
export const formatCount = (value: number) => value.toLocaleString('en-US');

export const formatShare = (share: number) => `${(share * 100).toFixed(share > 0 && share < 0.1 ? 1 : 0)}%`;

export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 60) return `${Math.round(seconds)}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ${String(Math.round(seconds % 60)).padStart(2, '0')}s`;
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`;
}

/** "+12%", "−8%", or null when there is nothing to compare with. */
export function formatChange(change: number | null): string | null {
  if (change === null || !Number.isFinite(change)) return null;
  const percent = Math.round(change * 100);
  if (percent === 0) return '0%';
  return `${percent > 0 ? '+' : '−'}${Math.abs(percent)}%`;
}

/** YYYY-MM-DD of a date in the browser's zone. */
export function isoDate(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

export function shiftDate(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return isoDate(new Date(y, m - 1, d + days));
}

/** The last `days` days, today included. */
export function lastDays(days: number, today = new Date()): { from: string; to: string } {
  const to = isoDate(today);
  return { from: shiftDate(to, -(days - 1)), to };
}

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** What a spreadsheet takes for the start of a formula (OWASP, "CSV Injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell, the only way a cell is written. Text starting like a formula gets a leading `'`, so
 * that a spreadsheet shows it instead of running it: labels are authors' and visitors' words. A JS
 * number is written as it is, minus sign included (-3 stays a number a spreadsheet can sum): it was
 * never text, so it cannot hold a formula. The same characters as text ('-3') are guarded.
 */
export function csvCell(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  const text = value === null || value === undefined ? '' : String(value);
  const guarded = FORMULA_START.test(text) ? `'${text}` : text;
  // Quoted also when it holds a semicolon or tab: spreadsheets set to split on those would otherwise
  // start a new cell there, which could begin with a formula the guard above never saw.
  return /[",;\t\n\r]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
