// Billing entities: invoices (epoch-second dates, minor-unit amounts), plans with their prices, and
// subscriptions.
import { z } from 'zod';
import { BILLING_PERIODS, PLAN_FAMILIES } from '../constants.ts';

export const InvoiceSchema = z.object({
  id: z.string().min(1),
  date: z.number(),
  paid_at: z.number().nullable().optional(),
  due_date: z.number().nullable().optional(),
  amount_paid: z.number(),
  amount_due: z.number(),
  currency_code: z.string(),
  status: z.string(),
  download_url: z.string().optional(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

export const PlanPriceSchema = z.object({
  id: z.string().min(1),
  item_id: z.string(),
  price: z.number(),
  period_unit: z.enum(BILLING_PERIODS),
  currency_code: z.string(),
});
export type PlanPrice = z.infer<typeof PlanPriceSchema>;

const booleanString = z.enum(['true', 'false']);

/**
 * What a plan allows, as the provider's metadata strings: `no-of-products` is a count or 'unlimited';
 * `white-label` drops the published pages' watermark. Other keys are kept for the operator's own use.
 */
export const PlanMetadataSchema = z
  .object({
    description: z.string().optional(),
    'yearly-discount': z.string().optional(),
    'no-of-products': z.string().optional(),
    'are-products-publishable': booleanString.optional(),
    'white-label': booleanString.optional(),
  })
  .catchall(z.string());
export type PlanMetadata = z.infer<typeof PlanMetadataSchema>;

export const PlanSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  item_family_id: z.enum(PLAN_FAMILIES),
  metadata: PlanMetadataSchema.default({}),
  prices: z.array(PlanPriceSchema).default([]),
});
export type Plan = z.infer<typeof PlanSchema>;

export const SubscriptionSchema = z.object({
  id: z.string().optional(),
  status: z.string().optional(),
  subscription_items: z.array(z.object({ item_price_id: z.string() })),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

/** The plan name of a subscription item price id 'a-b-c': first segment and lowercased third. */
export function subscriptionPlanName(itemPriceId: string): string {
  const [first = '', , third = ''] = itemPriceId.split('-');
  return [first, third.toLowerCase()].filter(Boolean).join(' ');
}
