// Billing pages outside the API: the local provider's hosted checkout (/billing/checkout/:id), its
// signed invoice PDFs (/billing/invoices/:id/pdf), and /billing/return, where every provider's
// hosted page sends the buyer back: on to the studio page the upgrade started from when the
// checkout named one (returnTo), else the account's Billings tab.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { renderCheckoutPage } from '../billing/checkout-page.ts';
import { checkoutLanding } from '../billing/return-path.ts';
import { verifyInvoiceLink } from '../billing/download-links.ts';
import { renderInvoicePdf } from '../billing/invoice-pdf.ts';
import { BILLING_TEXTS } from '../billing/texts.ts';
import { billingInvoices, teamMembers, teams, users } from '../db/schema.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { parse } from '../http/validate.ts';
import { isUuid } from '../teams/access.ts';

const checkoutParams = z.object({ id: z.string().max(64) });
const cardForm = z.object({
  name: z.string().max(100).default(''),
  number: z.string().max(30).default(''),
  expiry: z.string().max(10).default(''),
  cvc: z.string().max(6).default(''),
});
const pdfQuery = z.object({
  expires: z.coerce.number().int(),
  signature: z.string().max(100),
});
const returnQuery = z.record(z.string(), z.string().max(600));
/** Card attempts one hosted page takes before it answers 429 for a while. */
export const CHECKOUT_ATTEMPTS = { max: 10, timeWindow: 15 * 60_000 };

export async function billingPageRoutes(app: FastifyInstance) {
  const { billing, config, db } = app;
  const plansUrl = `${config.publicUrl}/account/plans`;
  // The checkout form posts as a browser form does; card numbers never reach a log.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get('/billing/return', async (request, reply) => {
    const query = parse(returnQuery, request.query, 'query');
    await billing.provider.completeReturn(query);
    const team = query.team && isUuid(query.team) ? query.team : '';
    const state = query.state === 'succeeded' ? 'succeeded' : 'cancelled';
    return reply.redirect(checkoutLanding(query.returnTo, team, state), 303);
  });

  const local = billing.local;
  if (!local) return;

  app.get('/billing/checkout/:id', async (request, reply) => {
    const { id } = parse(checkoutParams, request.params, 'params');
    const hosted = await local.findCheckout(id);
    if (!hosted) throw notFound(BILLING_TEXTS.checkoutNotFound);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderCheckoutPage(hosted, { plansUrl }));
  });

  // Card attempts per hosted page: enough for typos, not for trying card numbers out.
  const attempts = {
    rateLimit: {
      ...CHECKOUT_ATTEMPTS,
      keyGenerator: (request: FastifyRequest) => `checkout:${(request.params as { id?: string }).id ?? ''}`,
      errorResponseBuilder: () => new HttpError(429, BILLING_TEXTS.tooManyAttempts),
    },
  };

  app.post('/billing/checkout/:id', { config: attempts }, async (request, reply) => {
    const { id } = parse(checkoutParams, request.params, 'params');
    const hosted = await local.findCheckout(id);
    if (!hosted) throw notFound(BILLING_TEXTS.checkoutNotFound);
    const card = parse(cardForm, request.body ?? {});
    try {
      const done = await local.payCheckout(id, card);
      const query = new URLSearchParams({ team: done.teamId, id: done.id, state: 'succeeded' });
      if (done.returnTo) query.set('returnTo', done.returnTo);
      return reply.redirect(`/billing/return?${query}`, 303);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const again = (await local.findCheckout(id)) ?? hosted;
      const body = renderCheckoutPage(again, { error: error.message, values: card, plansUrl });
      return reply
        .status(error.statusCode)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(body);
    }
  });

  app.get('/billing/invoices/:id/pdf', async (request, reply) => {
    const { id } = parse(checkoutParams, request.params, 'params');
    const { expires, signature } = parse(pdfQuery, request.query, 'query');
    if (!verifyInvoiceLink(config.jwtSecret, id, expires, signature))
      throw new HttpError(403, BILLING_TEXTS.linkExpired);
    const [invoice] = await db.select().from(billingInvoices).where(eq(billingInvoices.id, id));
    if (!invoice) throw notFound(BILLING_TEXTS.invoiceNotFound);
    const [team] = await db.select({ name: teams.name }).from(teams).where(eq(teams.id, invoice.teamId));
    const [owner] = await db
      .select({ email: users.email })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(and(eq(teamMembers.teamId, invoice.teamId), eq(teamMembers.role, 'team_owner')));
    const pdf = await renderInvoicePdf(invoice, {
      teamName: team?.name ?? 'Team',
      ownerEmail: owner?.email ?? null,
      seller: 'Vitrine',
    });
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="invoice-${id.replace(/[^A-Za-z0-9_-]/g, '')}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
}
