// The analytics queries answer the same numbers as a computation straight from the raw events of a
// generated data set: stats (with the previous period), daily trends in a time zone, reports,
// journeys and a funnel, release and device filters, and the release insight the data was made for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STEP_SEPARATOR } from '../src/analytics/session-fold.ts';
import { analyticsEvents } from '../src/db/schema.ts';
import { eq } from 'drizzle-orm';
import { generateSessions, interleavedBatches, type GeneratedSession } from './analytics-dataset.ts';
import { UNLIMITED_PLAN, subscribe } from './billing-fixtures.ts';
import { databaseKinds, request, startTestServer, type TestServer } from './harness.ts';
import { allowDomains, createProject, publish } from './releases-fixtures.ts';
import { createUser, type TestUser } from './users.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const ZONE = 'America/New_York';
const BANDS = [
  0, 5, 10, 15, 20, 30, 45, 60, 90, 120, 180, 240, 300, 420, 600, 900, 1200, 1800, 2700, 3600, 5400, 7200,
  10800,
];

interface RawSession {
  id: string;
  start: number;
  end: number;
  version: string;
  device: string;
  visitor: bigint;
  events: { at: number; type: string; key: string | null }[];
  path: string[];
}

/** The reference: sessions rebuilt from the raw events, plus the device and visitor the generator chose. */
function rebuild(
  rows: {
    sessionId: bigint;
    createdAt: Date;
    type: string;
    key: string | null;
    version: string;
    id: number;
  }[],
  generated: GeneratedSession[],
) {
  const meta = new Map(generated.map((s) => [s.sessionId.toString(), s]));
  const sessions = new Map<string, RawSession>();
  for (const row of [...rows].sort((a, b) => a.id - b.id)) {
    const id = row.sessionId.toString();
    const at = row.createdAt.getTime();
    let session = sessions.get(id);
    if (!session) {
      const m = meta.get(id)!;
      session = {
        id,
        start: at,
        end: at,
        version: row.version,
        device: m.device,
        visitor: m.visitorId,
        events: [],
        path: [],
      };
      sessions.set(id, session);
    }
    session.start = Math.min(session.start, at);
    session.end = Math.max(session.end, at);
    session.events.push({ at, type: row.type, key: row.key });
    const isStep = row.type !== 'price_shown';
    if (isStep && session.path[session.path.length - 1] !== row.key && session.path.length < 50)
      session.path.push(row.key!);
  }
  return [...sessions.values()];
}

function median(durations: number[]): number | null {
  if (durations.length === 0) return null;
  const counts = new Map<number, number>();
  for (const seconds of durations) {
    const band = [...BANDS].reverse().find((lower) => seconds >= lower)!;
    counts.set(band, (counts.get(band) ?? 0) + 1);
  }
  const half = durations.length / 2;
  let before = 0;
  for (let i = 0; i < BANDS.length; i++) {
    const count = counts.get(BANDS[i]!) ?? 0;
    if (count > 0 && before + count >= half) {
      const upper = BANDS[i + 1] ?? BANDS[i]! * 1.5;
      return Math.round(BANDS[i]! + ((upper - BANDS[i]!) * (half - before)) / count);
    }
    before += count;
  }
  return null;
}

interface Filter {
  version?: string;
  device?: string;
}

function expected(all: RawSession[], start: number, end: number, filter: Filter = {}) {
  const scoped = all.filter(
    (s) =>
      (!filter.version || s.version === filter.version) && (!filter.device || s.device === filter.device),
  );
  const started = scoped.filter((s) => s.start >= start && s.start < end);
  // A visitor counts once per UTC day, with the first session of that day.
  const firstOfDay = new Map<string, RawSession>();
  for (const s of all) {
    const id = `${s.visitor}|${new Date(s.start).toISOString().slice(0, 10)}`;
    const known = firstOfDay.get(id);
    if (!known || s.start < known.start) firstOfDay.set(id, s);
  }
  const visitors = [...firstOfDay.values()].filter(
    (s) =>
      s.start >= start &&
      s.start < end &&
      (!filter.version || s.version === filter.version) &&
      (!filter.device || s.device === filter.device),
  ).length;
  const events = scoped.flatMap((s) => s.events).filter((e) => e.at >= start && e.at < end);
  const conversions = started.filter((s) => s.events.some((e) => e.type === 'add_to_cart')).length;
  return {
    visitors,
    sessions: started.length,
    pageViews: events.filter((e) => e.type === 'page_view').length,
    interactions: events.filter((e) => e.type !== 'page_view' && e.type !== 'price_shown').length,
    conversions,
    conversionRate: started.length ? conversions / started.length : 0,
    medianSessionSeconds: median(started.map((s) => (s.end - s.start) / 1000)),
    started,
    events,
  };
}

const localTime = (ms: number) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(ms));

describe.each(databaseKinds)('analytics queries on %s', (kind) => {
  let server: TestServer;
  let owner: TestUser;
  let projectId: string;
  let sessions: RawSession[];
  const now = Date.now();
  const localDay = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(ms));
  const from = localDay(now - 8 * DAY);
  const to = localDay(now - 2 * DAY);
  let body: { projectId: string; from: string; to: string; timeZone: string };

  beforeAll(async () => {
    server = await startTestServer({ database: kind });
    owner = await createUser(server);
    await subscribe(server, owner, UNLIMITED_PLAN);
    projectId = await createProject(server, owner, 'Tables');
    await allowDomains(server, owner, projectId, ['shop.example.com']);
    expect((await publish(server, owner, projectId, 'One')).status).toBe(201);
    expect((await publish(server, owner, projectId, 'Two')).status).toBe(201);
    const generated = generateSessions(projectId, {
      sessions: 420,
      startMs: now - 17 * DAY,
      endMs: now - HOUR,
      switchMs: now - 5 * DAY,
    });
    for (const batch of interleavedBatches(generated, 40)) await server.app.analytics.writer.write(batch);
    const rows = await server.app.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.projectId, projectId));
    sessions = rebuild(rows, generated);
    body = { projectId, from, to, timeZone: ZONE };
  });
  afterAll(() => server?.close());

  const post = async (path: string, extra: Record<string, unknown> = {}) => {
    const res = await request(server, 'POST', path, { token: owner.token, body: { ...body, ...extra } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  const measuresOf = (e: ReturnType<typeof expected>) => {
    const { started: _s, events: _e, ...measures } = e;
    return measures;
  };

  it('stats: the range and the one before, and the change', async () => {
    const stats = await post('/v2/analytics/stats');
    const start = Date.parse(stats.range.start);
    const end = Date.parse(stats.range.end);
    expect([localTime(start), localTime(end), localDay(start), localDay(end - 1)]).toEqual([
      '00:00',
      '00:00',
      from,
      to,
    ]);
    const previousStart = Date.parse(stats.previousRange.start);
    expect(Date.parse(stats.previousRange.end)).toBe(start);
    const current = expected(sessions, start, end);
    const previous = expected(sessions, previousStart, start);
    expect(current.sessions).toBeGreaterThan(50);
    expect(stats.current).toEqual(measuresOf(current));
    expect(stats.previous).toEqual(measuresOf(previous));
    expect(stats.change.sessions).toBeCloseTo((current.sessions - previous.sessions) / previous.sessions, 10);
  });

  it('stats with a release and a device filter', async () => {
    const stats = await post('/v2/analytics/stats', { release: '1.0.1', filters: { device: ['mobile'] } });
    const reference = expected(sessions, Date.parse(stats.range.start), Date.parse(stats.range.end), {
      version: '1.0.1',
      device: 'mobile',
    });
    expect(stats.current).toEqual(measuresOf(reference));
  });

  it('trends per local day', async () => {
    const trends = await post('/v2/analytics/trends', { interval: 'day' });
    expect(trends.points).toHaveLength(7);
    const stats = await post('/v2/analytics/stats');
    const ends = [
      ...trends.points.slice(1).map((p: { start: string }) => Date.parse(p.start)),
      Date.parse(stats.range.end),
    ];
    trends.points.forEach(
      (point: Record<string, unknown> & { start: string; label: string }, index: number) => {
        expect(localTime(Date.parse(point.start))).toBe('00:00');
        expect(point.label).toBe(localDay(Date.parse(point.start)));
        const {
          started: _s,
          events: _e,
          ...reference
        } = expected(sessions, Date.parse(point.start), ends[index]!);
        expect(point).toMatchObject(reference);
      },
    );
  });

  it('reports: options, variants, pages, devices and referrers', async () => {
    const reports = await post('/v2/analytics/reports', { limit: 100 });
    const stats = await post('/v2/analytics/stats');
    const reference = expected(sessions, Date.parse(stats.range.start), Date.parse(stats.range.end));
    const countBy = (prefix: string) => {
      const result = new Map<string, { sessions: number; events: number }>();
      for (const s of reference.started)
        for (const key of new Set(
          s.events.filter((e) => e.key?.startsWith(prefix)).map((e) => e.key!.slice(prefix.length)),
        ))
          result.set(key, { sessions: (result.get(key)?.sessions ?? 0) + 1, events: 0 });
      for (const event of reference.events)
        if (event.key?.startsWith(prefix)) {
          const key = event.key.slice(prefix.length);
          result.set(key, {
            sessions: result.get(key)?.sessions ?? 0,
            events: (result.get(key)?.events ?? 0) + 1,
          });
        }
      return Object.fromEntries([...result].filter(([, v]) => v.sessions > 0 || v.events > 0).sort());
    };
    const fromReport = (rows: { key: string; sessions: number; events: number }[]) =>
      Object.fromEntries(rows.map((r) => [r.key, { sessions: r.sessions, events: r.events }]).sort());
    expect(fromReport(reports.options)).toEqual(countBy('option:'));
    expect(fromReport(reports.variants)).toEqual(countBy('variant:'));
    expect(fromReport(reports.pages)).toEqual(countBy('page:'));
    expect(fromReport(reports.hotspots)).toEqual(countBy('hotspot:'));
    expect(reports.totalSessions).toBe(reference.sessions);
    const devices = Object.fromEntries(
      reports.devices.map((r: { key: string; sessions: number }) => [r.key, r.sessions]),
    );
    for (const device of ['desktop', 'mobile', 'tablet'])
      expect(devices[device] ?? 0).toBe(reference.started.filter((s) => s.device === device).length);
    const sorted = reports.options.map((r: { sessions: number }) => r.sessions);
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
    // Names come from the releases; ids nobody named stay as they are.
    expect(reports.options[0]).toHaveProperty('group');
  });

  it('journey: paths, moves and a funnel with drop-off', async () => {
    const steps = ['page:home', 'option:finish:walnut', 'cart'];
    const journey = await post('/v2/analytics/journey', { steps, limit: 50 });
    const stats = await post('/v2/analytics/stats');
    const reference = expected(sessions, Date.parse(stats.range.start), Date.parse(stats.range.end));
    const paths = new Map<string, number>();
    for (const s of reference.started) {
      const key = s.path.slice(0, 4).join(STEP_SEPARATOR);
      paths.set(key, (paths.get(key) ?? 0) + 1);
    }
    const returned = journey.paths.map((p: { steps: { key: string }[]; sessions: number }) => [
      p.steps.map((s) => s.key).join(STEP_SEPARATOR),
      p.sessions,
    ]);
    for (const [key, count] of returned) expect(count).toBe(paths.get(key));
    const smallest = Math.min(...returned.map(([, count]: [string, number]) => count));
    const shown = new Set(returned.map(([key]: [string]) => key));
    for (const [key, count] of paths) if (!shown.has(key)) expect(count).toBeLessThanOrEqual(smallest);

    const reached = steps.map(
      (_step, depth) =>
        reference.started.filter((s) => {
          let position = -1;
          for (const step of steps.slice(0, depth + 1)) {
            position = s.path.indexOf(step, position + 1);
            if (position < 0) return false;
          }
          return true;
        }).length,
    );
    expect(journey.funnel.map((step: { sessions: number }) => step.sessions)).toEqual(reached);
    expect(journey.funnel[1].dropOff).toBeCloseTo((reached[0]! - reached[1]!) / reached[0]!, 10);
    expect(journey.funnel[2].label).toBe('Added to cart');
    expect(journey.transitions.length).toBeGreaterThan(0);
    expect(journey.steps.map((s: { key: string }) => s.key)).toContain('option:finish:walnut');
  });

  it('insights: how the newest release changed choices, with the numbers behind each sentence', async () => {
    const { insights } = await post('/v2/analytics/reports/insights');
    const stats = await post('/v2/analytics/stats');
    const start = Date.parse(stats.range.start);
    const end = Date.parse(stats.range.end);
    const share = (version: string, step: string) => {
      const started = expected(sessions, start, end, { version }).started;
      return started.filter((s) => s.events.some((e) => e.key === step)).length / started.length;
    };
    const moves = insights.filter((insight: { id: string }) => /^release-(option|variant)-/.test(insight.id));
    expect(moves.length, JSON.stringify(insights)).toBeGreaterThan(0);
    for (const move of moves) {
      const step = `${move.id.startsWith('release-option-') ? 'option' : 'variant'}:${move.numbers.key}`;
      expect(move.numbers.share).toBeCloseTo(share('1.0.1', step), 10);
      expect(move.numbers.previousShare).toBeCloseTo(share('1.0.0', step), 10);
      expect(move.text).toMatch(/is chosen in \d+ % of sessions, (up|down) from \d+ % in release 1\.0\.0\.$/);
    }
    const top = insights.find((insight: { id: string }) => insight.id === 'top-option');
    expect(top.numbers.sessions).toBe(
      Math.max(
        ...['walnut', 'oak', 'black', 's', 'm', 'l'].map(
          (option) =>
            expected(sessions, start, end).started.filter((s) =>
              s.events.some(
                (e) => e.key === `option:${['s', 'm', 'l'].includes(option) ? 'size' : 'finish'}:${option}`,
              ),
            ).length,
        ),
      ),
    );
  });

  it('refuses bad query bodies with a message', async () => {
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ from: '2025-13-01' }, /from/],
      [{ from: to, to: from }, /from must not be after to/],
      [{ timeZone: 'Mars/Olympus' }, /timeZone/],
      [{ from: '2020-01-01', to: '2022-01-01' }, /at most 366 days/],
      [{ filters: { device: ['fridge'] } }, /device/],
      [{ release: '' }, /release/],
    ];
    for (const [extra, message] of bad) {
      const res = await request(server, 'POST', '/v2/analytics/stats', {
        token: owner.token,
        body: { ...body, ...extra },
      });
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    const funnel = await request(server, 'POST', '/v2/analytics/journey', {
      token: owner.token,
      body: { ...body, steps: ['page:home'] },
    });
    expect(funnel.status).toBe(400);
    expect(funnel.body.message).toBe('A funnel has at least 2 steps');
    const hourly = await request(server, 'POST', '/v2/analytics/trends', {
      token: owner.token,
      body: { ...body, from: '2025-01-01', to: '2025-03-01', interval: 'hour' },
    });
    expect(hourly.body.message).toBe('An hourly trend spans at most 31 days');
  });
});
