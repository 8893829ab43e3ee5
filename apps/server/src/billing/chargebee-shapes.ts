// The parts of Chargebee's documented JSON that Vitrine reads (API v2: subscription, invoice, event,
// hosted page). The local provider writes the same shapes, so one mirror serves both providers.
import { z } from 'zod';

const epochSeconds = z.number().int().nonnegative();

export const chargebeeSubscriptionSchema = z.looseObject({
  id: z.string().min(1).max(100),
  customer_id: z.string().min(1).max(100),
  status: z.enum(['future', 'in_trial', 'active', 'non_renewing', 'paused', 'cancelled', 'transferred']),
  currency_code: z.string().min(3).max(3).default('INR'),
  current_term_start: epochSeconds.nullish(),
  current_term_end: epochSeconds.nullish(),
  cancelled_at: epochSeconds.nullish(),
  has_scheduled_changes: z.boolean().nullish(),
  resource_version: z.number().int().nonnegative().nullish(),
  updated_at: epochSeconds.nullish(),
  subscription_items: z
    .array(
      z.looseObject({
        item_price_id: z.string().min(1).max(100),
        item_type: z.string().nullish(),
        quantity: z.number().int().nullish(),
        unit_price: z.number().int().nullish(),
        amount: z.number().int().nullish(),
      }),
    )
    .min(1),
});
export type ChargebeeSubscription = z.infer<typeof chargebeeSubscriptionSchema>;

export const chargebeeInvoiceSchema = z.looseObject({
  id: z.string().min(1).max(100),
  customer_id: z.string().min(1).max(100),
  subscription_id: z.string().max(100).nullish(),
  status: z.enum(['paid', 'posted', 'payment_due', 'not_paid', 'voided', 'pending']),
  date: epochSeconds,
  due_date: epochSeconds.nullish(),
  paid_at: epochSeconds.nullish(),
  total: z.number().int().nonnegative().default(0),
  amount_paid: z.number().int().nonnegative().default(0),
  amount_due: z.number().int().nonnegative().default(0),
  currency_code: z.string().min(3).max(3),
  resource_version: z.number().int().nonnegative().nullish(),
  updated_at: epochSeconds.nullish(),
  line_items: z
    .array(
      z.looseObject({
        description: z.string().max(500).default(''),
        entity_id: z.string().max(100).nullish(),
        amount: z.number().int().default(0),
        date_from: epochSeconds.nullish(),
        date_to: epochSeconds.nullish(),
      }),
    )
    .default([]),
});
export type ChargebeeInvoice = z.infer<typeof chargebeeInvoiceSchema>;

/** A webhook event: Vitrine applies its subscription and invoice, whatever the event type. */
export const chargebeeEventSchema = z.looseObject({
  id: z.string().min(1).max(100),
  occurred_at: epochSeconds,
  event_type: z.string().min(1).max(100),
  api_version: z.string().optional(),
  content: z.looseObject({
    subscription: chargebeeSubscriptionSchema.optional(),
    invoice: chargebeeInvoiceSchema.optional(),
  }),
});
export type ChargebeeEvent = z.infer<typeof chargebeeEventSchema>;

/** Chargebee's resource_version is milliseconds; without one, the update time orders the writes. */
export const versionOf = (resource: { resource_version?: number | null; updated_at?: number | null }) =>
  resource.resource_version ?? (resource.updated_at ?? 0) * 1000;
