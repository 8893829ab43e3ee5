import { describe, expect, it } from 'vitest';
import { parseUtc, relativeTime } from './relative-time.ts';

const now = new Date('2026-05-10T12:00:00Z');

describe('relativeTime', () => {
  it('says how long ago, in the largest fitting unit', () => {
    expect(relativeTime('2026-05-10T11:59:50Z', now)).toBe('just now');
    expect(relativeTime('2026-05-10T11:55:00Z', now)).toBe('5 minutes ago');
    expect(relativeTime('2026-05-10T10:00:00Z', now)).toBe('2 hours ago');
    expect(relativeTime('2026-05-09T12:00:00Z', now)).toBe('1 day ago');
    expect(relativeTime('2026-04-26T12:00:00Z', now)).toBe('2 weeks ago');
    expect(relativeTime('2026-02-09T12:00:00Z', now)).toBe('3 months ago');
    expect(relativeTime('2024-05-10T12:00:00Z', now)).toBe('2 years ago');
    expect(relativeTime('2026-05-10T13:00:00Z', now)).toBe('in 1 hour');
    expect(relativeTime('garbage', now)).toBe('');
  });

  it('reads timestamps without a zone as UTC', () => {
    expect(parseUtc('2026-05-10T10:00:00').toISOString()).toBe('2026-05-10T10:00:00.000Z');
    expect(relativeTime('2026-05-10T10:00:00', now)).toBe('2 hours ago');
    expect(parseUtc('2026-05-10T10:00:00+02:00').toISOString()).toBe('2026-05-10T08:00:00.000Z');
  });
});
