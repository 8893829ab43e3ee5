// POST /v2/analytics/logs against the real server: what it accepts and stores (hashed ids only, no
// address or user agent), what it refuses (bad events, unknown projects and releases), the privacy
// signals it honours, and its limits per client address and per release.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyRetention } from '../src/analytics/retention.ts';
import { JOURNEY_ID_SQL, journeyId, pathCode, STEP_CODE_SQL, stepCode } from '../src/analytics/step-codes.ts';
import {
  analyticsEvents,
  analyticsJourneys,
  analyticsSessionPaths,
  analyticsSessions,
  analyticsTrafficHourly,
} from '../src/db/schema.ts';
import { UNLIMITED_PLAN, subscribe } from './billing-fixtures.ts';
import { databaseKinds, request, startTestServer, type TestServer } from './harness.ts';
import { allowDomains, createProject, publish } from './releases-fixtures.ts';
import { createUser } from './users.ts';

const VISITOR = {
  'x-forwarded-for': '203.0.113.7',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
};

describe.each(databaseKinds)('analytics ingestion on %s', (kind) => {
  let server: TestServer;
  let projectId: string;
  let unpublished: string;

  beforeAll(async () => {
    server = await startTestServer({
      database: kind,
      // Visitors come through a proxy on this machine, which names each one in X-Forwarded-For.
      env: { TRUST_PROXY: '127.0.0.1' },
      config: { analytics: { retentionDays: 90, clientRequestsPerMinute: 5, releaseEventsPerMinute: 1000 } },
    });
    const owner = await createUser(server);
    await subscribe(server, owner, UNLIMITED_PLAN);
    projectId = await createProject(server, owner, 'Storefront');
    await allowDomains(server, owner, projectId, ['shop.example.com']);
    expect((await publish(server, owner, projectId, 'First')).status).toBe(201);
    unpublished = await createProject(server, owner, 'Quiet');
  });
  afterAll(() => server?.close());

  const send = (body: unknown, headers: Record<string, string> = VISITOR) =>
    request(server, 'POST', '/v2/analytics/logs', { body, headers });

  it('stores a batch under hashed visitor and session ids, with nothing personal', async () => {
    const res = await send({
      projectId,
      version: '1.0.0',
      visit: 'visit-aaaaaaaa',
      device: 'mobile',
      referrer: 'www.Instagram.com',
      sentAt: new Date().toISOString(),
      events: [
        { type: 'page_view', pageId: 'home', at: new Date().toISOString() },
        { type: 'option_choice', attributeId: 'finish', optionId: 'walnut' },
        { type: 'variant_choice', elementId: 'legs', item: 'tall' },
        { type: 'hotspot_click', elementId: 'hinge' },
        { type: 'poi_focus', elementId: 'top-view' },
        { type: 'price_shown', currency: 'INR', value: 54990 },
        { type: 'add_to_cart', label: 'Table', currency: 'INR', value: 54990 },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body).toEqual({ stored: 7 });

    const events = await server.app.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.projectId, projectId));
    expect(events.map((row) => row.key)).toEqual([
      'page:home',
      'option:finish:walnut',
      'variant:legs:tall',
      'hotspot:hinge',
      'poi:top-view',
      'INR 54990',
      'cart',
    ]);
    const [session] = await server.app.db
      .select()
      .from(analyticsSessions)
      .where(eq(analyticsSessions.projectId, projectId));
    expect(session).toMatchObject({
      device: 'mobile',
      referrer: 'instagram.com',
      entryPage: 'home',
      pageViews: 1,
      interactions: 5,
      converted: true,
    });
    // Nothing of the address or the browser is kept, only the salted hashes.
    const stored = JSON.stringify([session, events], (_k, v) => (typeof v === 'bigint' ? v.toString() : v));
    expect(stored).not.toContain('203.0.113.7');
    expect(stored).not.toContain('Chrome');
    expect(stored).not.toContain('visit-aaaaaaaa');
    const [traffic] = await server.app.db
      .select()
      .from(analyticsTrafficHourly)
      .where(eq(analyticsTrafficHourly.projectId, projectId));
    expect(traffic).toMatchObject({
      visitors: 1,
      sessions: 1,
      pageViews: 1,
      interactions: 5,
      conversions: 1,
    });
  });

  it('refuses bad batches with a message, and unknown projects and releases with 404', async () => {
    const cases: [unknown, number, RegExp][] = [
      [{}, 400, /projectId|Invalid/],
      [{ projectId, version: '1.0.0', events: [] }, 400, /at least one event/],
      [{ projectId, version: '1.0.0', events: [{ type: 'purchase' }] }, 400, /type/],
      [
        { projectId, version: '1.0.0', events: [{ type: 'price_shown', currency: 'rupees', value: 1 }] },
        400,
        /currency/,
      ],
      [
        {
          projectId,
          version: '1.0.0',
          referrer: 'https://x.com/a?b',
          events: [{ type: 'page_view', pageId: 'p' }],
        },
        400,
        /referrer/,
      ],
      [
        { projectId: 'nope', version: '1.0.0', events: [{ type: 'page_view', pageId: 'p' }] },
        404,
        /Project not found/,
      ],
      [
        { projectId: unpublished, version: '1.0.0', events: [{ type: 'page_view', pageId: 'p' }] },
        404,
        /Release 1.0.0 not found/,
      ],
      [
        { projectId, version: '9.9.9', events: [{ type: 'page_view', pageId: 'p' }] },
        404,
        /Release 9.9.9 not found/,
      ],
    ];
    for (const [index, [body, status, message]] of cases.entries()) {
      const res = await send(body, { ...VISITOR, 'x-forwarded-for': `198.51.100.${index}` });
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(res.body.message).toMatch(message);
    }
  });

  it('stores nothing when the browser sends Do-Not-Track or Global Privacy Control', async () => {
    const body = {
      projectId,
      version: '1.0.0',
      visit: 'visit-dnt-0001',
      events: [{ type: 'page_view', pageId: 'x' }],
    };
    for (const signal of [{ dnt: '1' }, { 'sec-gpc': '1' }] as Record<string, string>[]) {
      const res = await send(body, { ...VISITOR, 'x-forwarded-for': '192.0.2.50', ...signal });
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ stored: 0, reason: 'do-not-track' });
    }
    const rows = await server.app.db.select().from(analyticsEvents).where(eq(analyticsEvents.pageId, 'x'));
    expect(rows).toHaveLength(0);
  });

  it('limits requests per client address', async () => {
    const body = {
      projectId,
      version: '1.0.0',
      visit: 'visit-limit-01',
      events: [{ type: 'page_view', pageId: 'l' }],
    };
    const headers = { ...VISITOR, 'x-forwarded-for': '192.0.2.77' };
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await send(body, headers)).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    // Another address is not affected.
    expect((await send(body, { ...VISITOR, 'x-forwarded-for': '192.0.2.78' })).status).toBe(202);
  });

  it('codes journey steps and their ids in SQL (older sessions, at migration) as the server does', async () => {
    const steps = ['page:home', 'option:finish:walnut', 'variant:legs:Épais', 'cart', 'page:100%_off'];
    const result = (await server.app.db.execute(
      sql`select ${sql.raw(STEP_CODE_SQL('s'))} as code from unnest(${`{${steps.map((step) => JSON.stringify(step)).join(',')}}`}::text[])
        with ordinality as x(s, n) order by n`,
    )) as unknown as { rows: { code: string }[] };
    expect(result.rows.map((row) => row.code)).toEqual(steps.map(stepCode));

    const codes = ['', pathCode(steps), pathCode(steps.slice(0, 2)), pathCode(['cart'])];
    const ids = (await server.app.db.execute(
      sql`select (${sql.raw(JOURNEY_ID_SQL('c'))})::text as id from unnest(${`{${codes.map((code) => JSON.stringify(code)).join(',')}}`}::text[])
        with ordinality as x(c, n) order by n`,
    )) as unknown as { rows: { id: string }[] };
    expect(ids.rows.map((row) => BigInt(row.id))).toEqual(codes.map(journeyId));
    expect(new Set(codes.map(journeyId)).size).toBe(codes.length);
  });

  it('deletes raw events and sessions past the retention period and keeps the rollups', async () => {
    const count = async () => ({
      events: (
        await server.app.db.select().from(analyticsEvents).where(eq(analyticsEvents.projectId, projectId))
      ).length,
      sessions: (
        await server.app.db.select().from(analyticsSessions).where(eq(analyticsSessions.projectId, projectId))
      ).length,
      paths: (
        await server.app.db
          .select()
          .from(analyticsSessionPaths)
          .where(eq(analyticsSessionPaths.projectId, projectId))
      ).length,
      journeys: (
        await server.app.db.select().from(analyticsJourneys).where(eq(analyticsJourneys.projectId, projectId))
      ).length,
      traffic: (
        await server.app.db
          .select()
          .from(analyticsTrafficHourly)
          .where(eq(analyticsTrafficHourly.projectId, projectId))
      ).length,
    });
    const before = await count();
    expect(before.events).toBeGreaterThan(0);
    expect(before.paths).toBe(before.sessions);
    expect(before.journeys).toBeGreaterThan(0);
    // Nothing is old yet; journeys only sessions gone further had are dropped.
    await applyRetention(server.app.db, server.app.analytics.dailySalts, 90);
    const kept = await count();
    expect({ ...kept, journeys: before.journeys }).toEqual(before);
    const referenced = await server.app.db
      .selectDistinct({ journey: analyticsSessionPaths.journey })
      .from(analyticsSessionPaths)
      .where(eq(analyticsSessionPaths.projectId, projectId));
    expect(kept.journeys).toBe(referenced.length);
    // 91 days later, everything raw is past 90 days.
    await applyRetention(server.app.db, server.app.analytics.dailySalts, 90, Date.now() + 91 * 86_400_000);
    expect(await count()).toEqual({ events: 0, sessions: 0, paths: 0, journeys: 0, traffic: before.traffic });
  });

  it('limits events per release, whatever the address', async () => {
    // The budget (1 000 events) counts per calendar minute, so a flood that straddles a minute's
    // end starts again from nothing: keep flooding from new addresses until two batches in a row
    // are refused, which three budgets' worth always reaches.
    const many = Array.from({ length: 50 }, () => ({ type: 'page_view', pageId: 'flood' }));
    let refusedInARow = 0;
    let last: Awaited<ReturnType<typeof send>> | undefined;
    for (let i = 0; i < 66 && refusedInARow < 2; i++) {
      last = await send(
        { projectId, version: '1.0.0', visit: `visit-flood-${i}`, events: many },
        { ...VISITOR, 'x-forwarded-for': `10.9.${i}.1` },
      );
      refusedInARow = last.status === 429 ? refusedInARow + 1 : 0;
    }
    expect(refusedInARow).toBe(2);
    expect(last?.body.message).toBe('Too many analytics events for this release, slow down');
  });
});
