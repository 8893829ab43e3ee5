// /v2/billing/* and the project subscription reads (SPEC §7 "Billing"). Who pays is a team: every
// member reads its plan and invoices; the owner buys, changes and cancels (docs/permissions.md).
import {
  EntitlementsSchema,
  HostedPageLinkSchema,
  InvoiceDownloadSchema,
  InvoiceListSchema,
  ItemPriceListSchema,
  PlanListSchema,
  ProjectEntitlementsSchema,
  SubscriptionListSchema,
  planOfItemPrice,
} from '@vitrine/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/guard.ts';
import { assertPlanAllowsPublish, inForce } from '../billing/entitlements.ts';
import { findInvoice, teamInvoices, teamSubscriptions } from '../billing/store.ts';
import { billingTeam, monthlyEquivalent } from '../billing/team.ts';
import { returnPathSchema } from '../billing/return-path.ts';
import { periodOfItemPrice } from '../billing/terms.ts';
import { BILLING_TEXTS } from '../billing/texts.ts';
import { invoiceView, subscriptionView } from '../billing/views.ts';
import { HttpError, badRequest, notFound } from '../http/errors.ts';
import { absoluteLink } from '../http/origin.ts';
import { errorResponses } from '../http/responses.ts';
import { requireSignIn } from '../http/route-table.ts';
import { absentBodyAsEmpty } from '../http/zod-compiler.ts';
import { projectAccess } from '../projects/access.ts';
import { RELEASE_TEXTS } from '../releases/texts.ts';
import { authorize, requireTeam } from '../teams/access.ts';

const teamQuery = z.object({ teamId: z.string().max(64).optional() });
const itemPricesQuery = z.object({
  currencyCode: z
    .string()
    .regex(/^[A-Za-z]{3}$/, 'currencyCode is a 3-letter currency code')
    .transform((code) => code.toUpperCase())
    .optional(),
});
const payQuery = teamQuery.extend({ invoiceId: z.string().min(1).max(100).optional() });
const invoiceParams = z.object({ id: z.string().min(1).max(100) });
const projectParams = z.object({ id: z.string() });
const planChangeBody = z.object({
  teamId: z.string().max(64).optional(),
  itemPriceId: z.string({ error: 'itemPriceId is required' }).min(1, 'itemPriceId is required').max(100),
});
/** A checkout may name the studio page to come back to once paid (else Billings). */
const checkoutBody = planChangeBody.extend({ returnTo: returnPathSchema.optional() });
const cancelBody = z.object({ teamId: z.string().max(64).optional() });

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { billing, db } = app;
  requireSignIn(app);

  /** Where a hosted page sends the buyer back: the studio's origin as this caller reached it. */
  const returnUrl = (request: FastifyRequest, teamId: string, returnTo?: string) =>
    absoluteLink(
      request,
      app.config.publicUrl,
      `/billing/return?${new URLSearchParams(returnTo ? { team: teamId, returnTo } : { team: teamId })}`,
    );

  /** An item price of the provider's catalog with its plan, or a 400. */
  async function itemPrice(itemPriceId: string) {
    const plans = await billing.provider.listPlans();
    const plan = planOfItemPrice(plans, itemPriceId);
    const price = plan?.prices.find((entry) => entry.id === itemPriceId);
    if (!plan || !price) throw badRequest(BILLING_TEXTS.unknownItemPrice);
    return { plan, price };
  }

  /** The team's subscription in force after settling passed terms, if any. */
  async function subscriptionInForce(teamId: string) {
    const now = new Date();
    await billing.provider.refreshTeam(teamId, now);
    return (await teamSubscriptions(db, teamId)).find((row) => inForce(row, now));
  }

  const plans = {
    schema: {
      operationId: 'listPlans',
      summary: "The plans on sale with their prices, and the free tier's allowances",
      response: { 200: PlanListSchema, ...errorResponses(401, 502) },
    },
  };
  app.get('/v2/billing/plans', plans, async () => ({
    items: await billing.provider.listPlans(),
    freeTier: billing.catalog.freeTier,
  }));

  const itemPrices = {
    schema: {
      operationId: 'listItemPrices',
      summary: 'Every price of every plan, in one currency or all',
      querystring: itemPricesQuery,
      response: { 200: ItemPriceListSchema, ...errorResponses(400, 401, 502) },
    },
  };
  app.get('/v2/billing/item-prices', itemPrices, async (request) => {
    const { currencyCode } = request.query;
    const plans = await billing.provider.listPlans();
    return {
      items: plans.flatMap((plan) =>
        plan.prices
          .filter((price) => !currencyCode || price.currency_code === currencyCode)
          .map((price) => ({
            ...price,
            item_id: plan.id,
            name: plan.name,
            item_family_id: plan.item_family_id,
          })),
      ),
    };
  });

  /** A read of a team's billing: every member may; others get the 404 of a team they cannot see. */
  const ofTeam = <T>(operationId: string, summary: string, answer: T) => ({
    schema: {
      operationId,
      summary,
      querystring: teamQuery,
      response: { 200: answer, ...errorResponses(400, 401, 403, 404, 502) },
    },
  });
  const subscriptions = ofTeam(
    'listSubscriptions',
    "The team's subscriptions (the caller's personal team without teamId)",
    SubscriptionListSchema,
  );
  app.get('/v2/billing/subscriptions', subscriptions, async (request) => {
    const { teamId } = request.query;
    const access = await billingTeam(db, currentUser(request), teamId, 'read');
    await subscriptionInForce(access.team.id);
    return { items: (await teamSubscriptions(db, access.team.id)).map(subscriptionView) };
  });

  const entitlements = ofTeam('getEntitlements', "What the team's plan allows now", EntitlementsSchema);
  app.get('/v2/billing/entitlements', entitlements, async (request) => {
    const { teamId } = request.query;
    const access = await billingTeam(db, currentUser(request), teamId, 'read');
    return billing.entitlements(access.team.id);
  });

  const invoices = ofTeam('listInvoices', "The team's invoices", InvoiceListSchema);
  app.get('/v2/billing/invoices', invoices, async (request) => {
    const { teamId } = request.query;
    const access = await billingTeam(db, currentUser(request), teamId, 'read');
    await subscriptionInForce(access.team.id);
    return { items: (await teamInvoices(db, access.team.id)).map(invoiceView) };
  });

  const pay = {
    schema: {
      operationId: 'payInvoice',
      summary: "A hosted page paying the invoice named, or the team's latest unpaid one (owners only)",
      querystring: payQuery,
      response: { 200: HostedPageLinkSchema, ...errorResponses(400, 401, 403, 404, 409, 502) },
    },
  };
  app.get('/v2/billing/invoices/pay', pay, async (request) => {
    const { teamId, invoiceId } = request.query;
    const user = currentUser(request);
    const access = await billingTeam(db, user, teamId, 'manage');
    await subscriptionInForce(access.team.id);
    const invoice = invoiceId
      ? await findInvoice(db, access.team.id, invoiceId)
      : (await teamInvoices(db, access.team.id))
          .filter((row) => row.status !== 'paid' && row.status !== 'voided')
          .at(-1);
    if (!invoice) throw notFound(invoiceId ? BILLING_TEXTS.invoiceNotFound : BILLING_TEXTS.noUnpaidInvoice);
    if (invoice.status === 'paid') throw new HttpError(409, BILLING_TEXTS.invoiceAlreadyPaid);
    const { url } = await billing.provider.invoicePaymentUrl(
      invoice,
      returnUrl(request, access.team.id),
      user.id,
    );
    return { url: absoluteLink(request, app.config.publicUrl, url) };
  });

  const download = {
    schema: {
      operationId: 'downloadInvoice',
      summary: "A short-lived link to an invoice's PDF",
      params: invoiceParams,
      querystring: teamQuery,
      response: { 200: InvoiceDownloadSchema, ...errorResponses(400, 401, 403, 404, 502) },
    },
  };
  app.get('/v2/billing/invoices/:id/download', download, async (request) => {
    const { id } = request.params;
    const { teamId } = request.query;
    const access = await billingTeam(db, currentUser(request), teamId, 'read');
    const invoice = await findInvoice(db, access.team.id, id);
    if (!invoice) throw notFound(BILLING_TEXTS.invoiceNotFound);
    const { download_url } = await billing.provider.invoiceDownloadUrl(invoice);
    return { download_url: absoluteLink(request, app.config.publicUrl, download_url) };
  });

  /** A change of the team's plan: owners only. */
  const planChange = <T>(operationId: string, summary: string, body: T) => ({
    schema: {
      operationId,
      summary,
      body,
      response: { 200: EntitlementsSchema, ...errorResponses(400, 401, 403, 404, 409, 502) },
    },
  });
  const checkout = {
    schema: {
      operationId: 'startCheckout',
      summary: 'A hosted checkout page selling one item price to the team (owners only)',
      body: checkoutBody,
      response: { 201: HostedPageLinkSchema, ...errorResponses(400, 401, 403, 404, 409, 502) },
    },
  };
  app.post('/v2/billing/checkout', checkout, async (request, reply) => {
    const { body } = request;
    const user = currentUser(request);
    const access = await billingTeam(db, user, body.teamId, 'manage');
    const { price } = await itemPrice(body.itemPriceId);
    const current = await subscriptionInForce(access.team.id);
    if (current?.itemPriceId === price.id && current.status !== 'non_renewing')
      throw new HttpError(409, BILLING_TEXTS.alreadyOnPlan);
    if (
      current &&
      current.currencyCode === price.currency_code &&
      monthlyEquivalent(price.price, price.period_unit) <=
        monthlyEquivalent(current.unitPrice, periodOfItemPrice(current.itemPriceId))
    )
      throw new HttpError(409, BILLING_TEXTS.notAnUpgrade);
    const checkout = await billing.provider.createCheckout({
      teamId: access.team.id,
      teamName: access.team.name,
      customerEmail: user.email,
      userId: user.id,
      itemPriceId: price.id,
      redirectUrl: returnUrl(request, access.team.id, body.returnTo),
      returnTo: body.returnTo ?? null,
    });
    return reply.status(201).send({ url: absoluteLink(request, app.config.publicUrl, checkout.url) });
  });

  const change = planChange(
    'scheduleDowngrade',
    'Move the team to a lower plan at the end of its term (owners only)',
    planChangeBody,
  );
  app.post('/v2/billing/subscriptions/change', change, async (request) => {
    const { body } = request;
    const access = await billingTeam(db, currentUser(request), body.teamId, 'manage');
    const { price } = await itemPrice(body.itemPriceId);
    const current = await subscriptionInForce(access.team.id);
    if (!current) throw notFound(BILLING_TEXTS.noSubscription);
    if (price.currency_code !== current.currencyCode)
      throw new HttpError(409, BILLING_TEXTS.currencyChange(current.currencyCode));
    if (
      current.itemPriceId === price.id ||
      monthlyEquivalent(price.price, price.period_unit) >=
        monthlyEquivalent(current.unitPrice, periodOfItemPrice(current.itemPriceId))
    )
      throw new HttpError(409, BILLING_TEXTS.notADowngrade);
    await billing.provider.scheduleChange(current, price.id);
    return billing.entitlements(access.team.id);
  });

  const cancel = planChange(
    'cancelSubscription',
    "End the team's subscription at the end of its term (owners only)",
    absentBodyAsEmpty(cancelBody),
  );
  app.post('/v2/billing/subscriptions/cancel', cancel, async (request) => {
    const { body } = request;
    const access = await billingTeam(db, currentUser(request), body.teamId, 'manage');
    const current = await subscriptionInForce(access.team.id);
    if (!current) throw notFound(BILLING_TEXTS.noSubscription);
    if (current.status === 'non_renewing') throw new HttpError(409, BILLING_TEXTS.alreadyCancelled);
    await billing.provider.cancelAtTermEnd(current);
    return billing.entitlements(access.team.id);
  });

  /** The project's team, for members of it (viewers of public projects see no billing). */
  async function projectTeam(projectId: string, user: ReturnType<typeof currentUser>) {
    const access = await projectAccess(db, user, projectId);
    if (!access || (!access.role && user.role !== 'system_admin'))
      throw notFound(RELEASE_TEXTS.projectNotFound);
    const team = await requireTeam(db, user, access.project.teamId);
    authorize(team.ability, 'read', 'billing');
    return access.project;
  }

  const ofProject = <T>(operationId: string, summary: string, answer: T) => ({
    schema: {
      operationId,
      summary,
      params: projectParams,
      response: { 200: answer, ...errorResponses(400, 401, 403, 404, 502) },
    },
  });
  const projectSubscriptions = ofProject(
    'listProjectSubscriptions',
    "The subscriptions of the project's team",
    SubscriptionListSchema,
  );
  app.get('/v2/projects/:id/subscriptions', projectSubscriptions, async (request) => {
    const project = await projectTeam(request.params.id, currentUser(request));
    await subscriptionInForce(project.teamId);
    return { items: (await teamSubscriptions(db, project.teamId)).map(subscriptionView) };
  });

  const projectEntitlements = ofProject(
    'getProjectEntitlements',
    "What the project's team's plan allows, and whether this project may publish now",
    ProjectEntitlementsSchema,
  );
  app.get('/v2/projects/:id/subscriptions/entitlements', projectEntitlements, async (request) => {
    const project = await projectTeam(request.params.id, currentUser(request));
    const entitlements = await billing.entitlements(project.teamId);
    let reason: string | null = null;
    try {
      await assertPlanAllowsPublish(db, entitlements, project.id);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      reason = error.message;
    }
    return { ...entitlements, project: { id: project.id, mayPublish: reason === null, reason } };
  });
};
