// Billing reads for the account area (SPEC §7 "Billing", entity shapes of SPEC §3).
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
  metadata: z.record(z.string(), z.unknown()).nullish(),
  prices: z.array(planPriceSchema).default([]),
});
export type Plan = z.infer<typeof planSchema>;
export type PlanPrice = z.infer<typeof planPriceSchema>;

export const subscriptionSchema = z.looseObject({
  id: z.string().optional(),
  subscription_items: z.array(z.looseObject({ item_price_id: z.string() })).default([]),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

const items = <T extends z.ZodType>(item: T) =>
  z.union([z.object({ items: z.array(item) }).transform((list) => list.items), z.array(item)]);

export async function listInvoices(): Promise<Invoice[]> {
  return items(invoiceSchema).parse(await api('GET', '/v2/billing/invoices'));
}

export async function listPlans(): Promise<Plan[]> {
  return items(planSchema).parse(await api('GET', '/v2/billing/plans'));
}

export async function listSubscriptions(): Promise<Subscription[]> {
  return items(subscriptionSchema).parse(await api('GET', '/v2/billing/subscriptions'));
}

/** Opens a URL the billing API returns (invoice payment and download) in a new tab. */
export async function invoiceLink(kind: 'pay' | 'download', invoiceId?: string): Promise<string | null> {
  if (kind === 'pay') {
    const body = z.object({ url: z.string() }).safeParse(await api('GET', '/v2/billing/invoices/pay'));
    return body.success ? body.data.url : null;
  }
  const body = z
    .object({ download_url: z.string() })
    .safeParse(await api('GET', `/v2/billing/invoices/${encodeURIComponent(invoiceId ?? '')}/download`));
  return body.success ? body.data.download_url : null;
}
