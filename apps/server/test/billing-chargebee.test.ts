// The Chargebee provider through Vitrine's billing API, against a local stand-in of Chargebee's API
// that speaks its documented JSON: the site's plans (every page), hosted checkout and its return,
// invoice download and payment links, term-end changes and cancels, and Chargebee's refusals as clear
// answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChargebeeFake, type ChargebeeFake, type FakeItemPrice } from './chargebee-fake.ts';
import { databaseKinds, request, startTestServer, type TestServer } from './harness.ts';
import { createUser, type TestUser } from './users.ts';

const month = (id: string, item_id: string, price: number, currency_code = 'INR'): FakeItemPrice => ({
  id,
  item_id,
  price,
  period_unit: 'month',
  currency_code,
});

const SITE = {
  items: [
    {
      id: 'Starter',
      name: 'Starter',
      item_family_id: 'commercial',
      metadata: { description: 'One product page', 'no-of-products': 1, 'are-products-publishable': true },
    },
    {
      id: 'Business',
      name: 'Business',
      item_family_id: 'business',
      metadata: { 'no-of-products': 'unlimited', 'are-products-publishable': 'true' },
    },
    { id: 'Printing', name: 'Printing', item_family_id: 'print-shop' },
    { id: 'Retired', name: 'Retired', item_family_id: 'commercial', status: 'archived' },
  ],
  itemPrices: [
    month('Starter-INR-Monthly', 'Starter', 99900),
    month('Starter-USD-Monthly', 'Starter', 1500, 'USD'),
    { ...month('Starter-INR-Yearly', 'Starter', 958800), period_unit: 'year' },
    { ...month('Starter-INR-Quarterly', 'Starter', 279900), period: 3 },
    month('Business-INR-Monthly', 'Business', 1499900),
    // More than one page of prices (Vitrine asks 100 at a time), for an item Vitrine does not sell.
    ...Array.from({ length: 105 }, (_, i) => month(`Printing-INR-Monthly${i}`, 'Printing', 100 + i)),
  ],
};

describe.each(databaseKinds)('Chargebee billing on %s', (kind) => {
  let fake: ChargebeeFake;
  let server: TestServer;

  beforeAll(async () => {
    fake = await startChargebeeFake(SITE);
    server = await startTestServer({
      database: kind,
      env: { CHARGEBEE_SITE: 'vitrine-test', CHARGEBEE_API_KEY: fake.apiKey, CHARGEBEE_API_URL: fake.url },
    });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  const api = (user: TestUser, method: string, url: string, body?: unknown) =>
    request(server, method, url, { token: user.token, body });
  const entitlements = async (user: TestUser) =>
    (await api(user, 'GET', `/v2/billing/entitlements?teamId=${user.personalTeamId}`)).body;

  /** The owner checks out an item price on Chargebee's hosted page, pays, and comes back. */
  async function buy(user: TestUser, itemPriceId: string) {
    const checkout = await api(user, 'POST', '/v2/billing/checkout', {
      teamId: user.personalTeamId,
      itemPriceId,
    });
    expect(checkout.status).toBe(201);
    return returnFrom(fake.pay(fake.hostedPageIdOf(checkout.body.url)));
  }
  /** The browser follows Chargebee's redirect to Vitrine's return URL. */
  async function returnFrom(redirect: string) {
    const target = new URL(redirect);
    const res = await fetch(server.url + target.pathname + target.search, { redirect: 'manual' });
    return { status: res.status, location: res.headers.get('location'), body: await res.text() };
  }

  it("lists the site's active plans of the families Vitrine sells, across pages", async () => {
    const user = await createUser(server);
    const plans = await api(user, 'GET', '/v2/billing/plans');
    expect(plans.status).toBe(200);
    expect(plans.body.items.map((plan: { id: string }) => plan.id)).toEqual(['Starter', 'Business']);
    const starter = plans.body.items[0];
    expect(starter.metadata).toMatchObject({ 'no-of-products': '1', 'are-products-publishable': 'true' });
    expect(starter.prices.map((price: { id: string }) => price.id)).toEqual([
      'Starter-INR-Monthly',
      'Starter-USD-Monthly',
      'Starter-INR-Yearly',
    ]);
    expect(fake.calls.filter((call) => call === 'GET /api/v2/item_prices').length).toBeGreaterThanOrEqual(2);

    const usd = await api(user, 'GET', '/v2/billing/item-prices?currencyCode=usd');
    expect(usd.body.items).toEqual([
      expect.objectContaining({
        id: 'Starter-USD-Monthly',
        price: 1500,
        name: 'Starter',
        item_family_id: 'commercial',
      }),
    ]);
  });

  it('checks out on the hosted page with quantity 1 and mirrors the return: the plan now publishes', async () => {
    const owner = await createUser(server);
    expect(await entitlements(owner)).toMatchObject({ publishable: false, plan: { free: true } });

    const returned = await buy(owner, 'Starter-INR-Monthly');
    expect(returned.status).toBe(303);
    expect(returned.location).toBe(`/account/billings?team=${owner.personalTeamId}&checkout=succeeded`);
    expect(fake.calls).toContain('POST /api/v2/hosted_pages/checkout_new_for_items');
    expect(fake.calls.some((call) => /^POST \/api\/v2\/hosted_pages\/hp_\w+\/acknowledge$/.test(call))).toBe(
      true,
    );

    expect(await entitlements(owner)).toMatchObject({
      publishable: true,
      maxPublishedProjects: 1,
      plan: { id: 'Starter', itemPriceId: 'Starter-INR-Monthly', free: false },
    });
    const invoices = await api(owner, 'GET', `/v2/billing/invoices?teamId=${owner.personalTeamId}`);
    expect(invoices.body.items).toEqual([
      expect.objectContaining({ status: 'paid', amount_paid: 99900, currency_code: 'INR' }),
    ]);

    const download = await api(
      owner,
      'GET',
      `/v2/billing/invoices/${invoices.body.items[0].id}/download?teamId=${owner.personalTeamId}`,
    );
    expect(download.status).toBe(200);
    expect(download.body.download_url).toMatch(
      new RegExp(`^${fake.url}/downloads/inv_\\w+\\.pdf\\?disposition=attachment$`),
    );
  });

  it('settles nothing when the return URL names another team', async () => {
    const victim = await createUser(server);
    const buyer = await createUser(server);
    const checkout = await api(buyer, 'POST', '/v2/billing/checkout', {
      teamId: buyer.personalTeamId,
      itemPriceId: 'Starter-INR-Monthly',
    });
    const redirect = new URL(fake.pay(fake.hostedPageIdOf(checkout.body.url)));
    redirect.searchParams.set('team', victim.personalTeamId);
    const forged = await returnFrom(redirect.toString());
    expect(forged.status).toBe(400);
    expect(await entitlements(victim)).toMatchObject({ plan: { free: true } });
  });

  it("pays an unpaid invoice on Chargebee's collect-now page", async () => {
    const owner = await createUser(server);
    await buy(owner, 'Starter-INR-Monthly');
    const unpaid = {
      id: 'inv_renewal_' + owner.personalTeamId.slice(0, 8),
      customer_id: owner.personalTeamId,
      status: 'payment_due',
      date: Math.floor(Date.now() / 1000),
      due_date: Math.floor(Date.now() / 1000) + 86_400,
      total: 99900,
      amount_paid: 0,
      amount_due: 99900,
      currency_code: 'INR',
      resource_version: Date.now(),
    };
    fake.invoices.set(unpaid.id, unpaid);

    // Made on Chargebee's side: Vitrine learns of it by the webhook, or by re-reading the team after a
    // return from a hosted page (as here) and at most once a minute otherwise.
    const pay = await api(
      owner,
      'GET',
      `/v2/billing/invoices/pay?teamId=${owner.personalTeamId}&invoiceId=${unpaid.id}`,
    );
    expect(pay.status).toBe(200);
    expect(pay.body.url).toMatch(new RegExp(`^${fake.url}/pages/v4/hp_\\w+/checkout$`));
    expect(fake.calls.at(-1)).toBe('POST /api/v2/hosted_pages/collect_now');

    expect((await returnFrom(fake.pay(fake.hostedPageIdOf(pay.body.url)))).status).toBe(303);
    const invoices = await api(owner, 'GET', `/v2/billing/invoices?teamId=${owner.personalTeamId}`);
    expect(invoices.body.items.find((invoice: { id: string }) => invoice.id === unpaid.id)).toMatchObject({
      status: 'paid',
      amount_due: 0,
    });
  });

  it('schedules a downgrade and a cancel at the term end on Chargebee', async () => {
    const owner = await createUser(server);
    await buy(owner, 'Business-INR-Monthly');
    const changed = await api(owner, 'POST', '/v2/billing/subscriptions/change', {
      teamId: owner.personalTeamId,
      itemPriceId: 'Starter-INR-Monthly',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      plan: { id: 'Business' },
      subscription: { scheduledItemPriceId: 'Starter-INR-Monthly' },
    });
    expect(fake.calls.at(-1)).toMatch(/^POST \/api\/v2\/subscriptions\/sub_\w+\/update_for_items$/);

    const cancelled = await api(owner, 'POST', '/v2/billing/subscriptions/cancel', {
      teamId: owner.personalTeamId,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      plan: { id: 'Business' },
      subscription: { status: 'non_renewing' },
    });
    expect(cancelled.body.subscription.cancelsAt).toBeTruthy();
  });

  it("answers Chargebee's refusals as clear client errors and an unreachable Chargebee as 502", async () => {
    const owner = await createUser(server);
    await api(owner, 'GET', '/v2/billing/plans'); // the plans are cached for a minute
    const removed = fake.itemPrices.findIndex((price) => price.id === 'Business-INR-Monthly');
    const [price] = fake.itemPrices.splice(removed, 1);
    try {
      const refused = await api(owner, 'POST', '/v2/billing/checkout', {
        teamId: owner.personalTeamId,
        itemPriceId: 'Business-INR-Monthly',
      });
      expect(refused.status).toBe(404);
      expect(refused.body.message).toMatch(/couldn't find/);
    } finally {
      fake.itemPrices.splice(removed, 0, price!);
    }

    const misconfigured = await startTestServer({
      database: 'pglite',
      env: {
        CHARGEBEE_SITE: 'vitrine-test',
        CHARGEBEE_API_KEY: 'not-the-key',
        CHARGEBEE_API_URL: fake.url,
        LOG_LEVEL: 'fatal',
      },
    });
    try {
      const plans = await request(misconfigured, 'GET', '/v2/billing/plans', {
        token: (await createUser(misconfigured)).token,
      });
      expect(plans).toMatchObject({
        status: 502,
        body: { message: 'The billing provider cannot be reached right now: try again in a few minutes' },
      });
    } finally {
      await misconfigured.close();
    }
  });
});
