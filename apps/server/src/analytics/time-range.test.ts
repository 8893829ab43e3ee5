import { describe, expect, it } from 'vitest';
import { localMidnight, planRange, previousRange, resolveRange } from './time-range.ts';

describe('time ranges', () => {
  it('finds local midnight across daylight saving changes', () => {
    expect(new Date(localMidnight('2025-03-30', 'Europe/Paris')).toISOString()).toBe(
      '2025-03-29T23:00:00.000Z',
    );
    expect(new Date(localMidnight('2025-03-31', 'Europe/Paris')).toISOString()).toBe(
      '2025-03-30T22:00:00.000Z',
    );
    expect(new Date(localMidnight('2025-07-01', 'UTC')).toISOString()).toBe('2025-07-01T00:00:00.000Z');
  });

  it('starts a day in a half-hour zone at the UTC hour that holds its midnight', () => {
    const range = resolveRange('2025-05-01', '2025-05-01', 'Asia/Kolkata');
    expect(range.start).toBe('2025-04-30T18:00:00.000Z');
    expect(range.end).toBe('2025-05-01T18:00:00.000Z');
  });

  it('takes the previous period of the same number of days', () => {
    const before = previousRange({ from: '2025-05-08', to: '2025-05-14', timeZone: 'UTC' });
    expect([before.from, before.to]).toEqual(['2025-05-01', '2025-05-07']);
  });

  it('reads whole UTC days from the daily rollups and the rest from the hourly ones', () => {
    const plan = planRange(Date.parse('2025-05-01T05:00:00Z'), Date.parse('2025-05-04T05:00:00Z'));
    expect(plan.days).toEqual({ first: '2025-05-02', end: '2025-05-04' });
    expect(plan.hours.map((h) => [new Date(h.start).toISOString(), new Date(h.end).toISOString()])).toEqual([
      ['2025-05-01T05:00:00.000Z', '2025-05-02T00:00:00.000Z'],
      ['2025-05-04T00:00:00.000Z', '2025-05-04T05:00:00.000Z'],
    ]);
    expect(planRange(Date.parse('2025-05-01T05:00:00Z'), Date.parse('2025-05-01T09:00:00Z')).days).toBeNull();
  });
});
