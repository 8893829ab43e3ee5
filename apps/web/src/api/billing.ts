// Billing calls of the account area (SPEC §7 "Billing", entity shapes of SPEC §3), read with the
// shapes the server declares (@vitrine/core). Every call names the team that pays (docs/billing.md);
// without one the server answers for the caller's personal team.
import {
  EntitlementsSchema,
  HostedPageLinkSchema,
  InvoiceDownloadSchema,
  InvoiceListSchema,
  PlanListSchema,
  SubscriptionListSchema,
  type Entitlements,
  type Invoice,
  type Plan,
  type PlanPrice,
  type Subscription,
} from '@vitrine/core';
import { api } from './client.ts';

export type { Entitlements, Invoice, Plan, PlanPrice, Subscription };

const withTeam = (path: string, teamId: string | undefined, extra: Record<string, string> = {}) => {
  const query = new URLSearchParams({ ...(teamId ? { teamId } : {}), ...extra }).toString();
  return query ? `${path}?${query}` : path;
};

export async function listPlans(): Promise<Plan[]> {
  return PlanListSchema.parse(await api('GET', '/v2/billing/plans')).items;
}

export async function listInvoices(teamId?: string): Promise<Invoice[]> {
  return InvoiceListSchema.parse(await api('GET', withTeam('/v2/billing/invoices', teamId))).items;
}

export async function listSubscriptions(teamId?: string): Promise<Subscription[]> {
  return SubscriptionListSchema.parse(await api('GET', withTeam('/v2/billing/subscriptions', teamId))).items;
}

export async function getEntitlements(teamId?: string): Promise<Entitlements> {
  return EntitlementsSchema.parse(await api('GET', withTeam('/v2/billing/entitlements', teamId)));
}

/**
 * The hosted checkout page selling one item price (quantity 1) to the team. Once paid it brings the
 * buyer back to `returnTo` (a studio path, such as the builder whose publish needed the plan), else
 * to Billings.
 */
export async function startCheckout(teamId: string, itemPriceId: string, returnTo?: string): Promise<string> {
  const body = returnTo ? { teamId, itemPriceId, returnTo } : { teamId, itemPriceId };
  return HostedPageLinkSchema.parse(await api('POST', '/v2/billing/checkout', body)).url;
}

/** Moves the team to a lower plan at the end of its term. */
export async function scheduleDowngrade(teamId: string, itemPriceId: string): Promise<Entitlements> {
  return EntitlementsSchema.parse(
    await api('POST', '/v2/billing/subscriptions/change', { teamId, itemPriceId }),
  );
}

/** Ends the team's subscription at the end of its term. */
export async function cancelSubscription(teamId: string): Promise<Entitlements> {
  return EntitlementsSchema.parse(await api('POST', '/v2/billing/subscriptions/cancel', { teamId }));
}

/** The link behind an invoice's Download (its PDF) or Pay now (a hosted payment page). */
export async function invoiceLink(
  kind: 'pay' | 'download',
  invoiceId: string,
  teamId?: string,
): Promise<string> {
  if (kind === 'pay') {
    const path = withTeam('/v2/billing/invoices/pay', teamId, { invoiceId });
    return HostedPageLinkSchema.parse(await api('GET', path)).url;
  }
  const path = withTeam(`/v2/billing/invoices/${encodeURIComponent(invoiceId)}/download`, teamId);
  return InvoiceDownloadSchema.parse(await api('GET', path)).download_url;
}
