// The dashboard's smaller calls: currencies, feature flags, feedback and notifications.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { feedback, notifications } from '../src/db/schema.ts';
import { databaseKinds, request, startTestServer, type TestServer } from './harness.ts';
import { createUser } from './users.ts';

describe.each(databaseKinds)('dashboard calls on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database: kind });
  });
  afterAll(() => server.close());

  it('lists the currencies INR and USD', async () => {
    const user = await createUser(server);
    const res = await request(server, 'GET', '/v2/currencies', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([
      { code: 'INR', name: 'Indian Rupee', symbol: '₹', minorUnit: 2, default: true },
      { code: 'USD', name: 'US Dollar', symbol: '$', minorUnit: 2, default: false },
    ]);
    const usd = await request(server, 'GET', '/v2/currencies?code=usd', { token: user.token });
    expect(usd.body.items.map((c: { code: string }) => c.code)).toEqual(['USD']);
  });

  it('stores the feature flag definition, written only by a system admin', async () => {
    const admin = await createUser(server, { role: 'system_admin' });
    const user = await createUser(server);
    expect(
      (await request(server, 'GET', '/v2/feature-flags/definition', { token: user.token })).body,
    ).toEqual({
      definition: {},
    });
    const definition = {
      analytics: { enabled: false, description: 'Analytics tab' },
      newBuilder: { enabled: true },
    };
    expect(
      (
        await request(server, 'PUT', '/v2/feature-flags/definition', {
          token: user.token,
          body: { definition },
        })
      ).status,
    ).toBe(403);
    const put = await request(server, 'PUT', '/v2/feature-flags/definition', {
      token: admin.token,
      body: { definition },
    });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ definition });
    expect(
      (await request(server, 'GET', '/v2/feature-flags/definition', { token: user.token })).body,
    ).toEqual({
      definition,
    });

    const replaced = await request(server, 'PUT', '/v2/feature-flags/definition', {
      token: admin.token,
      body: { definition: { newBuilder: { enabled: false } } },
    });
    expect(replaced.body).toEqual({ definition: { newBuilder: { enabled: false } } });
    const bad = await request(server, 'PUT', '/v2/feature-flags/definition', {
      token: admin.token,
      body: { definition: { 'no spaces': { enabled: true } } },
    });
    expect(bad.status).toBe(400);
    expect(
      (await request(server, 'PUT', '/v2/feature-flags/definition', { token: admin.token, body: {} })).status,
    ).toBe(400);
  });

  it('stores feedback with the page it was sent from', async () => {
    const user = await createUser(server);
    const res = await request(server, 'POST', '/v2/feedback', {
      token: user.token,
      body: { message: '  The builder is fast  ', page: '/teams' },
    });
    expect(res.status).toBe(201);
    const [row] = await server.app.db.select().from(feedback).where(eq(feedback.id, res.body.id));
    expect(row).toMatchObject({ userId: user.id, message: 'The builder is fast', page: '/teams' });
    const empty = await request(server, 'POST', '/v2/feedback', {
      token: user.token,
      body: { message: ' ' },
    });
    expect(empty.body).toEqual({ message: 'Feedback message is required', statusCode: 400 });
  });

  it('lists the caller’s notifications newest first and marks one read', async () => {
    const user = await createUser(server);
    const other = await createUser(server);
    const db = server.app.db;
    const [older] = await db
      .insert(notifications)
      .values({ userId: user.id, type: 'info', data: { n: 1 }, createdAt: new Date(Date.now() - 60_000) })
      .returning();
    const [newer] = await db
      .insert(notifications)
      .values({ userId: user.id, type: 'info', data: { n: 2 } })
      .returning();
    const [foreign] = await db.insert(notifications).values({ userId: other.id, type: 'info' }).returning();

    const list = await request(server, 'GET', '/v2/notifications', { token: user.token });
    expect(list.body.items.map((n: { id: string }) => n.id)).toEqual([newer!.id, older!.id]);
    expect(list.body.unread).toBe(2);
    expect(list.body.items[0]).toMatchObject({ type: 'info', data: { n: 2 }, readAt: null });

    const read = await request(server, 'POST', `/v2/notifications/${older!.id}/read`, { token: user.token });
    expect(read.status).toBe(200);
    expect(read.body.readAt).not.toBeNull();
    const again = await request(server, 'POST', `/v2/notifications/${older!.id}/read`, { token: user.token });
    expect(again.body.readAt).toBe(read.body.readAt);
    const unread = await request(server, 'GET', '/v2/notifications?unread=true', { token: user.token });
    expect(unread.body).toMatchObject({ unread: 1, items: [{ id: newer!.id }] });

    expect(
      (await request(server, 'POST', `/v2/notifications/${foreign!.id}/read`, { token: user.token })).status,
    ).toBe(404);
    expect((await request(server, 'POST', '/v2/notifications/nope/read', { token: user.token })).status).toBe(
      404,
    );
  });

  it('answers an empty bell for a new user', async () => {
    const user = await createUser(server);
    expect((await request(server, 'GET', '/v2/notifications', { token: user.token })).body).toEqual({
      items: [],
      unread: 0,
    });
  });
});
