// Billing calls of the account area (SPEC §7 "Billing", entity shapes of SPEC §3). Every call names
// the team that pays (docs/billing.md); without one the server answers for the caller's personal team.
import { z } from 'zod';
import { api } from './client.ts';

export const invoiceSchema = z.looseObject({
  id: z.string(),
  date: z.number().nullish(),
  paid_at: z.number().nullish(),
  due_date: z.number().nullish(),
  amount_paid: z.number().nullish(),
  amount_due: z.number().nullish(),
  currency_code: z.string().nullish(),
  status: z.string().nullish(),
  download_url: z.string().nullish(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const planPriceSchema = z.looseObject({
  id: z.string(),
  item_id: z.string().nullish(),
  price: z.number(),
  period_unit: z.string(),
  currency_code: z.string(),
});

export const planSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  item_family_id: z.string(),
  metadata: z.record(z.string(), z.string()).nullish(),
  prices: z.array(planPriceSchema).default([]),
});
export type Plan = z.infer<typeof planSchema>;
export type PlanPrice = z.infer<typeof planPriceSchema>;

export const subscriptionSchema = z.looseObject({
  id: z.string().optional(),
  status: z.string().nullish(),
  current_term_end: z.number().nullish(),
  scheduled_item_price_id: z.string().nullish(),
  subscription_items: z.array(z.looseObject({ item_price_id: z.string() })).default([]),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** What the team's plan allows now (GET /v2/billing/entitlements). */
export const entitlementsSchema = z.looseObject({
  teamId: z.string(),
  plan: z.object({
    id: z.string().nullable(),
    name: z.string(),
    itemPriceId: z.string().nullable(),
    free: z.boolean(),
  }),
  publishable: z.boolean(),
  maxPublishedProjects: z.number().nullable(),
  publishedProjects: z.number(),
  subscription: z
    .looseObject({
      id: z.string(),
      status: z.string(),
      itemPriceId: z.string(),
      currentTermEnd: z.string().nullable(),
      scheduledItemPriceId: z.string().nullable(),
      cancelsAt: z.string().nullable(),
    })
    .nullable(),
});
export type Entitlements = z.infer<typeof entitlementsSchema>;

const items = <T extends z.ZodType>(item: T) =>
  z.union([z.object({ items: z.array(item) }).transform((list) => list.items), z.array(item)]);
const urlSchema = z.object({ url: z.string() });

const withTeam = (path: string, teamId: string | undefined, extra: Record<string, string> = {}) => {
  const query = new URLSearchParams({ ...(teamId ? { teamId } : {}), ...extra }).toString();
  return query ? `${path}?${query}` : path;
};

export async function listPlans(): Promise<Plan[]> {
  return items(planSchema).parse(await api('GET', '/v2/billing/plans'));
}

export async function listInvoices(teamId?: string): Promise<Invoice[]> {
  return items(invoiceSchema).parse(await api('GET', withTeam('/v2/billing/invoices', teamId)));
}

export async function listSubscriptions(teamId?: string): Promise<Subscription[]> {
  return items(subscriptionSchema).parse(await api('GET', withTeam('/v2/billing/subscriptions', teamId)));
}

export async function getEntitlements(teamId?: string): Promise<Entitlements> {
  return entitlementsSchema.parse(await api('GET', withTeam('/v2/billing/entitlements', teamId)));
}

/**
 * The hosted checkout page selling one item price (quantity 1) to the team. Once paid it brings the
 * buyer back to `returnTo` (a studio path, such as the builder whose publish needed the plan), else
 * to Billings.
 */
export async function startCheckout(teamId: string, itemPriceId: string, returnTo?: string): Promise<string> {
  const body = returnTo ? { teamId, itemPriceId, returnTo } : { teamId, itemPriceId };
  return urlSchema.parse(await api('POST', '/v2/billing/checkout', body)).url;
}

/** Moves the team to a lower plan at the end of its term. */
export async function scheduleDowngrade(teamId: string, itemPriceId: string): Promise<Entitlements> {
  return entitlementsSchema.parse(
    await api('POST', '/v2/billing/subscriptions/change', { teamId, itemPriceId }),
  );
}

/** Ends the team's subscription at the end of its term. */
export async function cancelSubscription(teamId: string): Promise<Entitlements> {
  return entitlementsSchema.parse(await api('POST', '/v2/billing/subscriptions/cancel', { teamId }));
}

/** The link behind an invoice's Download (its PDF) or Pay now (a hosted payment page). */
export async function invoiceLink(
  kind: 'pay' | 'download',
  invoiceId: string,
  teamId?: string,
): Promise<string> {
  if (kind === 'pay')
    return urlSchema.parse(await api('GET', withTeam('/v2/billing/invoices/pay', teamId, { invoiceId }))).url;
  const path = `/v2/billing/invoices/${encodeURIComponent(invoiceId)}/download`;
  return z.object({ download_url: z.string() }).parse(await api('GET', withTeam(path, teamId))).download_url;
}
