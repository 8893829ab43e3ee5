import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingEvents, billingInvoices, billingSubscriptions } from '../src/db/schema.ts';
import { basicAuth } from './billing-fixtures.ts';
import { databaseKinds, request, startTestServer, type TestServer } from './harness.ts';
import { createUser } from './users.ts';

const WEBHOOK = '/v2/webhooks/chargebee/subscriptions';
const CREDENTIALS = {
  CHARGEBEE_WEBHOOK_USERNAME: 'vitrine',
  CHARGEBEE_WEBHOOK_PASSWORD: 'a-long-webhook-secret',
};
const auth = basicAuth('vitrine', 'a-long-webhook-secret');
let sequence = 0;

/** A Chargebee event in its documented shape (API v2). */
function event(
  teamId: string,
  options: {
    id?: string;
    type?: string;
    status?: string;
    version: number;
    itemPriceId?: string;
    invoice?: boolean;
  },
) {
  const now = Math.floor(Date.now() / 1000);
  const subscription = {
    id: `sub_${teamId.slice(0, 8)}`,
    customer_id: teamId,
    status: options.status ?? 'active',
    currency_code: 'INR',
    current_term_start: now,
    current_term_end: now + 30 * 86_400,
    resource_version: options.version,
    updated_at: now,
    subscription_items: [
      {
        item_price_id: options.itemPriceId ?? 'Growth-INR-Monthly',
        item_type: 'plan',
        quantity: 1,
        unit_price: 299900,
        amount: 299900,
      },
    ],
  };
  const invoice = {
    id: `inv_${teamId.slice(0, 8)}`,
    customer_id: teamId,
    subscription_id: subscription.id,
    status: 'paid',
    date: now,
    paid_at: now,
    total: 299900,
    amount_paid: 299900,
    amount_due: 0,
    currency_code: 'INR',
    resource_version: options.version,
    line_items: [{ description: 'Growth plan, monthly', entity_id: 'Growth-INR-Monthly', amount: 299900 }],
  };
  return {
    id: options.id ?? `ev_${++sequence}_${teamId.slice(0, 8)}`,
    occurred_at: now,
    event_type: options.type ?? 'subscription_created',
    api_version: 'v2',
    content: { subscription, customer: { id: teamId }, ...(options.invoice ? { invoice } : {}) },
  };
}

describe.each(databaseKinds)('chargebee webhook on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database: kind, env: CREDENTIALS });
  });
  afterAll(() => server.close());

  const rows = async (teamId: string) => ({
    subscriptions: await server.app.db
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.teamId, teamId)),
    invoices: await server.app.db.select().from(billingInvoices).where(eq(billingInvoices.teamId, teamId)),
  });
  const eventsNamed = async (id: string) =>
    server.app.db.select().from(billingEvents).where(eq(billingEvents.id, id));

  it('applies an event once however often it is delivered', async () => {
    const owner = await createUser(server);
    const body = event(owner.personalTeamId, { version: 1000, invoice: true });
    const answers = [];
    for (let i = 0; i < 100; i++) {
      answers.push(await request(server, 'POST', WEBHOOK, { body, headers: { authorization: auth } }));
    }
    expect(answers.every((res) => res.status === 200)).toBe(true);
    expect(answers[0]!.body).toEqual({ status: 'applied', id: body.id, subscription: true, invoice: true });
    expect(answers.slice(1).every((res) => res.body.status === 'duplicate')).toBe(true);
    const { subscriptions, invoices } = await rows(owner.personalTeamId);
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]).toMatchObject({
      provider: 'chargebee',
      itemPriceId: 'Growth-INR-Monthly',
      status: 'active',
    });
    expect(invoices).toHaveLength(1);
    expect(await eventsNamed(body.id)).toHaveLength(1);
    // The mirror is what entitlements read.
    const plan = await request(server, 'GET', '/v2/billing/entitlements', { token: owner.token });
    expect(plan.body).toMatchObject({ plan: { id: 'Growth' }, publishable: true, maxPublishedProjects: 5 });
  });

  it('ignores an event older than what it already applied', async () => {
    const owner = await createUser(server);
    const teamId = owner.personalTeamId;
    const created = event(teamId, { version: 1000 });
    const upgraded = event(teamId, {
      type: 'subscription_changed',
      version: 3000,
      itemPriceId: 'Scale-INR-Monthly',
    });
    const cancelled = event(teamId, {
      type: 'subscription_cancellation_scheduled',
      version: 2000,
      status: 'non_renewing',
    });
    for (const body of [created, upgraded, cancelled]) {
      expect(
        (await request(server, 'POST', WEBHOOK, { body, headers: { authorization: auth } })).status,
      ).toBe(200);
    }
    const [subscription] = (await rows(teamId)).subscriptions;
    expect(subscription).toMatchObject({
      itemPriceId: 'Scale-INR-Monthly',
      status: 'active',
      resourceVersion: 3000,
    });
    // The late event is still recorded, so its replays are duplicates too.
    expect(await eventsNamed(cancelled.id)).toHaveLength(1);
  });

  it('answers 401 to wrong or missing credentials and writes nothing', async () => {
    const owner = await createUser(server);
    const body = event(owner.personalTeamId, { version: 1000 });
    for (const authorization of [
      undefined,
      basicAuth('vitrine', 'wrong-password-here'),
      basicAuth('x', 'a-long-webhook-secret'),
      'Bearer token',
      'Basic !!!',
    ]) {
      const res = await request(server, 'POST', WEBHOOK, {
        body,
        headers: authorization ? { authorization } : {},
      });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Invalid webhook credentials');
    }
    expect(await rows(owner.personalTeamId)).toEqual({ subscriptions: [], invoices: [] });
    expect(await eventsNamed(body.id)).toEqual([]);
  });

  it('refuses malformed events with 400 and records nothing', async () => {
    const owner = await createUser(server);
    const good = event(owner.personalTeamId, { version: 1000 });
    const bad = [
      {},
      { ...good, id: '' },
      { ...good, occurred_at: 'yesterday' },
      { ...good, content: { subscription: { ...good.content.subscription, status: 'dancing' } } },
      { ...good, content: { subscription: { ...good.content.subscription, subscription_items: [] } } },
    ];
    for (const body of bad) {
      const res = await request(server, 'POST', WEBHOOK, { body, headers: { authorization: auth } });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const notJson = await request(server, 'POST', WEBHOOK, {
      raw: '{"id":',
      headers: { authorization: auth, 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect(await rows(owner.personalTeamId)).toEqual({ subscriptions: [], invoices: [] });
  });

  it('records events of customers it does not know without changing anything', async () => {
    const body = event('00000000-0000-4000-8000-000000000000', { version: 1000, invoice: true });
    const res = await request(server, 'POST', WEBHOOK, { body, headers: { authorization: auth } });
    expect(res.body).toEqual({ status: 'applied', id: body.id, subscription: false, invoice: false });
  });
});

describe('chargebee webhook without credentials configured', () => {
  it('refuses every call', async () => {
    const server = await startTestServer();
    try {
      const res = await request(server, 'POST', WEBHOOK, {
        body: { id: 'ev_1', occurred_at: 1, event_type: 'x', content: {} },
        headers: { authorization: basicAuth('vitrine', 'a-long-webhook-secret') },
      });
      expect(res.status).toBe(401);
    } finally {
      await server.close();
    }
  });
});
