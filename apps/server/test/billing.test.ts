import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingInvoices, billingSubscriptions, releases } from '../src/db/schema.ts';
import { DECLINED_CARD, GOOD_CARD, openCheckout, submitCard, subscribe } from './billing-fixtures.ts';
import { databaseKinds, request, startTestServer, type TestServer } from './harness.ts';
import { CHECKOUT_ATTEMPTS } from '../src/routes/billing-pages.ts';
import { pdfText } from './pdf-text.ts';
import { allowDomains, createProject, publish } from './releases-fixtures.ts';
import { createUser, type TestUser } from './users.ts';

async function publishableProject(server: TestServer, user: TestUser, label = 'Shop') {
  const id = await createProject(server, user, label);
  await allowDomains(server, user, id, ['shop.example.com']);
  return id;
}

/** Moves the team's subscription to the end of its term, as if the time had come. */
async function endTerm(server: TestServer, teamId: string) {
  await server.app.db
    .update(billingSubscriptions)
    .set({ currentTermEnd: new Date() })
    .where(eq(billingSubscriptions.teamId, teamId));
}

const entitlements = async (server: TestServer, user: TestUser) =>
  (await request(server, 'GET', '/v2/billing/entitlements', { token: user.token })).body;

describe.each(databaseKinds)('billing on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database: kind });
  });
  afterAll(() => server.close());

  it('lists the catalog plans and item prices by currency', async () => {
    const user = await createUser(server);
    const plans = await request(server, 'GET', '/v2/billing/plans', { token: user.token });
    expect(plans.status).toBe(200);
    expect(plans.body.items.map((plan: { id: string }) => plan.id)).toEqual([
      'Starter',
      'Growth',
      'Scale',
      'Business',
      'Enterprise',
    ]);
    expect(plans.body.items[0]).toMatchObject({
      item_family_id: 'commercial',
      metadata: { 'no-of-products': '1', 'are-products-publishable': 'true' },
    });
    expect(plans.body.items[0].prices).toContainEqual({
      id: 'Starter-INR-Monthly',
      item_id: 'Starter',
      price: 99900,
      period_unit: 'month',
      currency_code: 'INR',
    });
    expect(plans.body.freeTier.metadata['are-products-publishable']).toBe('false');

    const usd = await request(server, 'GET', '/v2/billing/item-prices?currencyCode=usd', {
      token: user.token,
    });
    expect(usd.body.items).toHaveLength(10);
    expect(usd.body.items.every((price: { currency_code: string }) => price.currency_code === 'USD')).toBe(
      true,
    );
    expect(usd.body.items[0]).toMatchObject({ name: 'Starter', item_family_id: 'commercial' });
    const bad = await request(server, 'GET', '/v2/billing/item-prices?currencyCode=rupees', {
      token: user.token,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('currencyCode is a 3-letter currency code');
  });

  it('refuses to publish on the free tier, then publishes after checkout with a test card', async () => {
    const owner = await createUser(server);
    const projectId = await publishableProject(server, owner);
    expect(await entitlements(server, owner)).toMatchObject({
      plan: { free: true, name: 'Free' },
      publishable: false,
      maxPublishedProjects: 0,
    });
    const refused = await publish(server, owner, projectId, 'First');
    expect(refused.status).toBe(406);
    expect(refused.body.message).toBe('Your plan does not allow publishing, upgrade your plan to publish');

    const checkout = await openCheckout(server, owner, 'Starter-INR-Monthly');
    const page = await fetch(server.url + checkout);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('Starter plan, monthly');
    expect(html).toContain('₹999.00');

    const declined = await submitCard(server, checkout, DECLINED_CARD);
    expect(declined.status).toBe(402);
    expect(declined.text).toContain('Your card was declined.');
    const rows = async () => ({
      subscriptions: await server.app.db
        .select()
        .from(billingSubscriptions)
        .where(eq(billingSubscriptions.teamId, owner.personalTeamId)),
      invoices: await server.app.db
        .select()
        .from(billingInvoices)
        .where(eq(billingInvoices.teamId, owner.personalTeamId)),
    });
    expect(await rows()).toEqual({ subscriptions: [], invoices: [] });
    expect((await publish(server, owner, projectId, 'First')).status).toBe(406);

    const paid = await submitCard(server, checkout, GOOD_CARD);
    expect(paid.status).toBe(303);
    expect(paid.location).toMatch(/^\/billing\/return\?team=.+&state=succeeded/);
    const back = await fetch(server.url + paid.location!, { redirect: 'manual' });
    expect(back.headers.get('location')).toBe(
      `/account/billings?team=${owner.personalTeamId}&checkout=succeeded`,
    );

    const subscriptions = await request(server, 'GET', '/v2/billing/subscriptions', { token: owner.token });
    expect(subscriptions.body.items).toEqual([
      expect.objectContaining({
        status: 'active',
        currency_code: 'INR',
        subscription_items: [expect.objectContaining({ item_price_id: 'Starter-INR-Monthly', quantity: 1 })],
      }),
    ]);
    const invoices = await request(server, 'GET', '/v2/billing/invoices', { token: owner.token });
    expect(invoices.body.items).toEqual([
      expect.objectContaining({ status: 'paid', amount_paid: 99900, amount_due: 0, currency_code: 'INR' }),
    ]);
    expect((await publish(server, owner, projectId, 'First')).status).toBe(201);
    // The same checkout cannot be paid twice.
    const again = await submitCard(server, checkout, GOOD_CARD);
    expect(again.status).toBe(409);
    expect((await rows()).invoices).toHaveLength(1);
  });

  it('serves the invoice as a PDF with the amount, behind a signed link', async () => {
    const owner = await createUser(server);
    await subscribe(server, owner, 'Growth-USD-Yearly');
    const [invoice] = (await request(server, 'GET', '/v2/billing/invoices', { token: owner.token })).body
      .items;
    const link = await request(server, 'GET', `/v2/billing/invoices/${invoice.id}/download`, {
      token: owner.token,
    });
    expect(link.status).toBe(200);
    const response = await fetch(link.body.download_url);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain(invoice.id);
    expect(text).toContain('USD 432.00');
    expect(text).toContain('Growth plan, yearly');
    expect(text).toContain('Paid');

    const tampered = new URL(link.body.download_url);
    tampered.searchParams.set('expires', String(Number(tampered.searchParams.get('expires')) + 60));
    expect((await fetch(tampered)).status).toBe(403);
    const other = await createUser(server);
    const foreign = await request(server, 'GET', `/v2/billing/invoices/${invoice.id}/download`, {
      token: other.token,
    });
    expect(foreign.status).toBe(404);
  });

  it('caps published projects at the plan limit with a message naming it', async () => {
    const owner = await createUser(server);
    await subscribe(server, owner, 'Starter-USD-Monthly');
    const first = await publishableProject(server, owner, 'One');
    const second = await publishableProject(server, owner, 'Two');
    expect((await publish(server, owner, first, 'v1')).status).toBe(201);
    expect((await publish(server, owner, first, 'v2')).status).toBe(201);
    const refused = await publish(server, owner, second, 'v1');
    expect(refused.status).toBe(406);
    expect(refused.body.message).toBe(
      'Your plan allows 1 published project at once: unpublish a project or upgrade your plan to publish this one',
    );
    const project = await request(server, 'GET', `/v2/projects/${second}/subscriptions/entitlements`, {
      token: owner.token,
    });
    expect(project.body).toMatchObject({ publishedProjects: 1, project: { id: second, mayPublish: false } });
    // Unpublishing the first frees its place.
    expect(
      (await request(server, 'PUT', `/v2/projects/${first}/releases`, { token: owner.token })).status,
    ).toBe(200);
    expect(
      (await request(server, 'PUT', `/v2/projects/${first}/releases`, { token: owner.token })).status,
    ).toBe(200);
    expect((await publish(server, owner, second, 'v1')).status).toBe(201);
  });

  it('upgrades at once and downgrades at the term end, leaving projects above the limit published', async () => {
    const owner = await createUser(server);
    await subscribe(server, owner, 'Starter-INR-Monthly');
    const lower = await request(server, 'POST', '/v2/billing/checkout', {
      token: owner.token,
      body: { itemPriceId: 'Starter-INR-Monthly' },
    });
    expect(lower.status).toBe(409);
    await subscribe(server, owner, 'Growth-INR-Monthly');
    expect(await entitlements(server, owner)).toMatchObject({
      plan: { id: 'Growth' },
      maxPublishedProjects: 5,
    });
    const projects: string[] = [];
    for (const label of ['A', 'B', 'C']) {
      const id = await publishableProject(server, owner, label);
      expect((await publish(server, owner, id, 'v1')).status).toBe(201);
      projects.push(id);
    }

    const up = await request(server, 'POST', '/v2/billing/subscriptions/change', {
      token: owner.token,
      body: { itemPriceId: 'Scale-INR-Monthly' },
    });
    expect(up.status).toBe(409);
    const otherCurrency = await request(server, 'POST', '/v2/billing/subscriptions/change', {
      token: owner.token,
      body: { itemPriceId: 'Starter-USD-Monthly' },
    });
    expect(otherCurrency.status).toBe(409);
    expect(otherCurrency.body.message).toBe(
      'A change at the end of the term keeps the currency: choose a plan price in INR',
    );
    const down = await request(server, 'POST', '/v2/billing/subscriptions/change', {
      token: owner.token,
      body: { itemPriceId: 'Starter-INR-Monthly' },
    });
    expect(down.status).toBe(200);
    expect(down.body).toMatchObject({
      plan: { id: 'Growth' },
      maxPublishedProjects: 5,
      subscription: { scheduledItemPriceId: 'Starter-INR-Monthly' },
    });
    const fourth = await publishableProject(server, owner, 'D');
    expect((await publish(server, owner, fourth, 'v1')).status).toBe(201);

    await endTerm(server, owner.personalTeamId);
    expect(await entitlements(server, owner)).toMatchObject({
      plan: { id: 'Starter', itemPriceId: 'Starter-INR-Monthly' },
      maxPublishedProjects: 1,
      publishedProjects: 4,
      subscription: { scheduledItemPriceId: null },
    });
    // Nothing was unpublished; new publishes, and re-publishes while the others fill the plan, are refused.
    const published = await server.app.db.select().from(releases);
    expect(
      published.filter((row) => [...projects, fourth].includes(row.projectId) && !row.unpublishedAt),
    ).toHaveLength(4);
    expect((await fetch(`${server.url}/p/${projects[0]}/`)).status).toBe(200);
    const fifth = await publishableProject(server, owner, 'E');
    expect((await publish(server, owner, fifth, 'v1')).status).toBe(406);
    expect((await publish(server, owner, projects[0]!, 'v2')).status).toBe(406);

    // The renewal raised an invoice for the new plan that the owner pays from Billings.
    const invoices = (await request(server, 'GET', '/v2/billing/invoices', { token: owner.token })).body
      .items;
    expect(invoices[0]).toMatchObject({ status: 'payment_due', amount_due: 99900, amount_paid: 0 });
    const pay = await request(server, 'GET', `/v2/billing/invoices/pay?invoiceId=${invoices[0].id}`, {
      token: owner.token,
    });
    expect(pay.status).toBe(200);
    const paid = await submitCard(server, new URL(pay.body.url).pathname, GOOD_CARD);
    expect(paid.status).toBe(303);
    const after = (await request(server, 'GET', '/v2/billing/invoices', { token: owner.token })).body.items;
    expect(after[0]).toMatchObject({ id: invoices[0].id, status: 'paid', amount_paid: 99900, amount_due: 0 });
    const none = await request(server, 'GET', '/v2/billing/invoices/pay', { token: owner.token });
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('There is no unpaid invoice');
  });

  it('cancels at the term end: the plan holds until then, published projects stay', async () => {
    const owner = await createUser(server);
    await subscribe(server, owner, 'Starter-INR-Yearly');
    const id = await publishableProject(server, owner);
    expect((await publish(server, owner, id, 'v1')).status).toBe(201);
    const cancel = await request(server, 'POST', '/v2/billing/subscriptions/cancel', {
      token: owner.token,
      body: {},
    });
    expect(cancel.status).toBe(200);
    expect(cancel.body).toMatchObject({
      plan: { id: 'Starter' },
      publishable: true,
      subscription: { status: 'non_renewing' },
    });
    expect(cancel.body.subscription.cancelsAt).toBe(cancel.body.subscription.currentTermEnd);
    const twice = await request(server, 'POST', '/v2/billing/subscriptions/cancel', {
      token: owner.token,
      body: {},
    });
    expect(twice.status).toBe(409);
    expect((await publish(server, owner, id, 'v2')).status).toBe(201);

    await endTerm(server, owner.personalTeamId);
    expect(await entitlements(server, owner)).toMatchObject({
      plan: { free: true },
      publishable: false,
      subscription: null,
    });
    expect(
      (await request(server, 'GET', '/v2/billing/subscriptions', { token: owner.token })).body.items,
    ).toEqual([]);
    expect((await publish(server, owner, id, 'v3')).status).toBe(406);
    expect((await fetch(`${server.url}/p/${id}/`)).status).toBe(200);
  });

  it('takes a bounded number of card attempts per checkout', async () => {
    const owner = await createUser(server);
    const page = await openCheckout(server, owner, 'Starter-INR-Monthly');
    for (let i = 0; i < CHECKOUT_ATTEMPTS.max; i++)
      expect((await submitCard(server, page, DECLINED_CARD)).status).toBe(402);
    const refused = await submitCard(server, page, GOOD_CARD);
    expect(refused.status).toBe(429);
    expect(refused.text).toContain('Too many payment attempts on this checkout');
    expect((await entitlements(server, owner)).plan.free).toBe(true);
    // Another page of the same team is not held back.
    const again = await submitCard(
      server,
      await openCheckout(server, owner, 'Starter-INR-Monthly'),
      GOOD_CARD,
    );
    expect(again.status).toBe(303);
  });

  it('brings the buyer back where the upgrade started once paid, and only to a studio page', async () => {
    const owner = await createUser(server);
    const projectId = await publishableProject(server, owner);
    const returnTo = `/builder/${projectId}`;
    const opened = await request(server, 'POST', '/v2/billing/checkout', {
      token: owner.token,
      body: { itemPriceId: 'Starter-INR-Monthly', returnTo },
    });
    expect(opened.status).toBe(201);
    const paid = await submitCard(server, new URL(opened.body.url as string).pathname, GOOD_CARD);
    expect(paid.status).toBe(303);
    const back = await fetch(server.url + paid.location!, { redirect: 'manual' });
    expect(back.headers.get('location')).toBe(`${returnTo}?checkout=succeeded`);
    expect((await publish(server, owner, projectId, 'First')).status).toBe(201);

    for (const elsewhere of ['https://evil.example/x', '//evil.example', '/\\evil.example', 'builder/x']) {
      const refused = await request(server, 'POST', '/v2/billing/checkout', {
        token: owner.token,
        body: { itemPriceId: 'Growth-INR-Monthly', returnTo: elsewhere },
      });
      expect(refused.status, elsewhere).toBe(400);
      expect(refused.body.message).toBe('returnTo must be a path of the studio, such as /builder/…');
    }
    // A forged return link cannot send anyone off the studio either: it lands on Billings.
    const forged = await fetch(
      `${server.url}/billing/return?team=${owner.personalTeamId}&state=succeeded&returnTo=${encodeURIComponent('//evil.example')}`,
      { redirect: 'manual' },
    );
    expect(forged.headers.get('location')).toBe(
      `/account/billings?team=${owner.personalTeamId}&checkout=succeeded`,
    );
  });

  it('validates billing requests', async () => {
    const owner = await createUser(server);
    const unknown = await request(server, 'POST', '/v2/billing/checkout', {
      token: owner.token,
      body: { itemPriceId: 'Gold-INR-Monthly' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('That plan price does not exist');
    const missing = await request(server, 'POST', '/v2/billing/checkout', { token: owner.token, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('itemPriceId is required');
    const badTeam = await request(server, 'GET', '/v2/billing/invoices?teamId=not-a-team', {
      token: owner.token,
    });
    expect(badTeam.status).toBe(404);
    expect((await fetch(`${server.url}/billing/checkout/hp_nope`)).status).toBe(404);
    const checkout = await openCheckout(server, owner, 'Scale-USD-Monthly');
    const junk = await fetch(server.url + checkout, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'number=' + '9'.repeat(5000),
    });
    expect(junk.status).toBe(413);
    const wrong = await submitCard(server, checkout, { ...GOOD_CARD, number: '4242 4242 4242 4241' });
    expect(wrong.status).toBe(402);
    expect(wrong.text).toContain('Your card number is incorrect.');
    expect(wrong.text).not.toContain('4242 4242 4242 4241');
    const noCancel = await request(server, 'POST', '/v2/billing/subscriptions/cancel', {
      token: owner.token,
      body: {},
    });
    expect(noCancel.status).toBe(404);
  });
});
