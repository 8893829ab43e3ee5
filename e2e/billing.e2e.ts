// Billing story: a free team's publish is refused by its plan and lands on Plans; the owner upgrades
// through the hosted checkout (a declined card first, which changes nothing), comes back to the builder
// the upgrade started from (Publish open again), finds the plan and a paid invoice on Billings,
// downloads the invoice PDF, and the same publish now succeeds; Plans then marks the team's plan and
// offers the next one above it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingInvoices, billingSubscriptions } from '../apps/server/src/db/schema.ts';
import type { TestServer } from '../apps/server/test/harness.ts';
import { pdfText } from '../apps/server/test/pdf-text.ts';
import { api, createProject, openBuilder, signIn, type SignedIn } from './builder-helpers.ts';
import { openBrowser, screenshot, startStudio, type Browser } from './harness.ts';

describe('billing', () => {
  let server: TestServer;
  let browser: Browser;
  let user: SignedIn;
  let teamId: string;
  let projectId: string;

  beforeAll(async () => {
    server = await startStudio();
    browser = await openBrowser();
    user = await signIn(browser.page, server, 'owner@example.com');
    ({ teamId, projectId } = await createProject(server, user, 'Armchair'));
    await api(server, user.accessToken, 'PATCH', `/v2/teams/${teamId}/projects/${projectId}`, {
      allowedDomains: ['shop.example.com'],
    });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function publishFromBuilder(description: string) {
    const { page } = browser;
    await openBuilder(page, server, projectId);
    await page.getByTestId('publish-button').click();
    const panel = page.getByTestId('publish-panel');
    await panel.getByPlaceholder('Enter description here (required)...').fill(description);
    await panel.getByRole('button', { name: 'Publish' }).click();
  }

  async function pay(card: string) {
    const { page } = browser;
    await page.locator('#name').fill('Asha Rao');
    await page.locator('#number').fill(card);
    await page.locator('#expiry').fill('12/30');
    await page.locator('#cvc').fill('123');
    await page.getByRole('button', { name: /^Pay / }).click();
  }

  const teamRows = async () => ({
    subscriptions: await server.app.db
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.teamId, teamId)),
    invoices: await server.app.db.select().from(billingInvoices).where(eq(billingInvoices.teamId, teamId)),
  });

  it('upgrades a free team through the hosted checkout, then publishes', async () => {
    const { page, context } = browser;
    await publishFromBuilder('Spring collection');
    await page.waitForURL(/\/account/);
    await page.getByRole('tab', { name: 'Plans', selected: true }).waitFor();
    const starter = page.getByTestId('plan-card-Starter');
    await starter.waitFor();
    expect(await starter.textContent()).toContain('₹999.00');
    // The cards come with the catalog; which one to offer waits for the team's entitlements.
    await starter.getByTestId('plan-upgrade').waitFor();
    expect(await page.getByTestId('plan-upgrade').count()).toBe(1);
    expect(await starter.getByTestId('plan-upgrade').count()).toBe(1);
    await screenshot(page, 'billing-plans-free');

    await starter.getByTestId('plan-upgrade').click();
    await page.waitForURL(/\/billing\/checkout\//);
    expect(await page.getByTestId('checkout-amount').textContent()).toContain('₹999.00');
    await pay('4000 0000 0000 0002');
    await page.getByRole('alert').getByText('Your card was declined.').waitFor();
    await screenshot(page, 'billing-checkout-declined');
    expect(await teamRows()).toEqual({ subscriptions: [], invoices: [] });

    await pay('4242 4242 4242 4242');
    // Back where the upgrade started: the builder, with Publish open again, not Billings.
    await page.waitForURL(
      (url) => url.pathname === `/builder/${projectId}` && !url.searchParams.has('checkout'),
    );
    await page.getByText('Payment received: your plan is active').waitFor();
    await page.getByTestId('publish-panel').waitFor();
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await screenshot(page, 'billing-back-in-builder');

    await page.goto(`${server.url}/account/billings?team=${teamId}`);
    await page.getByTestId('billing-plan-name').getByText('Starter monthly').waitFor();
    const invoice = page.getByTestId('invoice-row');
    await invoice.first().waitFor();
    expect(await invoice.count()).toBe(1);
    const row = await invoice.first().textContent();
    expect(row).toContain('₹999.00');
    expect(row).toMatch(/paid/i);
    expect(row).toContain(new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date()));
    await screenshot(page, 'billing-billings-paid');

    const pdfRequest = context.waitForEvent('request', (request) =>
      /\/billing\/invoices\/[^/]+\/pdf/.test(request.url()),
    );
    await invoice.first().getByTestId('invoice-download').click();
    const response = await fetch((await pdfRequest).url());
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(await pdfText(bytes)).toContain('INR 999.00');
    for (const extra of context.pages().filter((other) => other !== page)) await extra.close();

    await publishFromBuilder('Spring collection');
    await page.getByText('Published !').waitFor();
    const published = await fetch(`${server.url}/p/${projectId}/`);
    expect(published.status).toBe(200);

    // Plans now marks Starter as the team's plan and offers the next plan above it.
    await page.goto(`${server.url}/account/plans?team=${teamId}`);
    await page.getByTestId('plan-card-Starter').getByTestId('plan-current').waitFor();
    await page.getByTestId('plan-card-Growth').getByTestId('plan-upgrade').waitFor();
    expect(await page.getByTestId('plan-upgrade').count()).toBe(1);
    await page.getByRole('combobox', { name: 'Billing period' }).click();
    await page.getByRole('option', { name: 'Yearly' }).click();
    await page.getByTestId('plan-card-Growth').getByText('billed annually').waitFor();
    expect(await page.getByTestId('plan-card-Growth').textContent()).toContain('₹2,399.00');
    await screenshot(page, 'billing-plans-current');
  });
});
