import { describe, expect, it } from 'vitest';
import { formatChange, formatDuration, formatShare, lastDays, shiftDate, toCsv } from './analytics-format.ts';

describe('analytics formatting', () => {
  it('formats changes, shares and durations', () => {
    expect([formatChange(0.234), formatChange(-0.08), formatChange(null), formatChange(0.001)]).toEqual([
      '+23%',
      '−8%',
      null,
      '0%',
    ]);
    expect([formatShare(0.41), formatShare(0.034), formatShare(0)]).toEqual(['41%', '3.4%', '0%']);
    expect([formatDuration(42), formatDuration(125), formatDuration(3900), formatDuration(null)]).toEqual([
      '42s',
      '2m 05s',
      '1h 05m',
      '—',
    ]);
  });

  it('counts days back from today, today included', () => {
    expect(lastDays(7, new Date(2025, 2, 3))).toEqual({ from: '2025-02-25', to: '2025-03-03' });
    expect(shiftDate('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('quotes CSV cells that need it', () => {
    expect(toCsv(['Option', 'Sessions'], [['Finish: "Walnut", dark', 12]])).toBe(
      'Option,Sessions\r\n"Finish: ""Walnut"", dark",12\r\n',
    );
  });
});
