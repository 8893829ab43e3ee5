import { describe, expect, it } from 'vitest';
import { foldSession, RollupDeltas, STEP_SEPARATOR, type IngestEvent } from './session-fold.ts';

const base = {
  projectId: 'p',
  version: '1.0.0',
  sessionId: 1n,
  visitorId: 2n,
  day: '2025-05-01',
  device: 'mobile',
  country: 'IN',
  referrer: 'instagram.com',
  pageId: null,
  currency: null,
  amount: null,
  label: null,
};
const start = Date.parse('2025-05-01T10:59:50Z');
const event = (
  at: number,
  type: IngestEvent['type'],
  step: string | null,
  key: string | null,
): IngestEvent => ({
  ...base,
  at,
  type,
  step,
  key,
});

describe('foldSession', () => {
  it('counts a new session, its choices once per session, and moves its length band as it goes on', () => {
    const first = new RollupDeltas();
    const { state } = foldSession(
      null,
      [
        { ...event(start, 'page_view', 'page:home', 'home'), pageId: 'home' },
        event(start + 2000, 'option_choice', 'option:finish:oak', 'finish:oak'),
        event(start + 3000, 'option_choice', 'option:finish:oak', 'finish:oak'),
      ],
      first,
    );
    expect(state).toMatchObject({
      pageViews: 1,
      interactions: 2,
      entryPage: 'home',
      path: ['page:home', 'option:finish:oak'],
    });
    const traffic = [...first.traffic.values()];
    expect(traffic).toHaveLength(1);
    expect(traffic[0]).toMatchObject({ sessions: 1, pageViews: 1, interactions: 2 });
    const oak = [...first.breakdown.values()].find((row) => row.dimension === 'option');
    expect(oak).toMatchObject({ key: 'finish:oak', events: 2, sessions: 1 });

    // Later, in the next hour: an add to cart converts it in its start hour; its band moves.
    const second = new RollupDeltas();
    const next = foldSession(state, [event(start + 40_000, 'add_to_cart', 'cart', '')], second);
    expect(next.state.converted).toBe(true);
    const byHour = [...second.traffic.values()]
      .sort((a, b) => a.hour - b.hour)
      .map((row) => [new Date(row.hour).toISOString(), row.conversions, row.interactions]);
    expect(byHour).toEqual([
      ['2025-05-01T10:00:00.000Z', 1, 0],
      ['2025-05-01T11:00:00.000Z', 0, 1],
    ]);
    expect([...second.durations.values()].map((row) => [row.hour, row.band, row.sessions])).toEqual([
      [Date.parse('2025-05-01T10:00:00.000Z'), 0, -1],
      [Date.parse('2025-05-01T10:00:00.000Z'), 30, 1],
    ]);
    const paths = [...second.breakdown.values()].filter((row) => row.dimension === 'path');
    expect(paths.map((row) => [row.key.split(STEP_SEPARATOR).length, row.sessions])).toEqual([
      [2, -1],
      [3, 1],
    ]);
  });
});
