// Billing as the API answers it (SPEC §3 field names, SPEC §7 "Billing"): plans with their item
// prices, a team's subscriptions and invoices (dates in epoch seconds, amounts in minor units), what
// the team's plan allows now, and the links to the provider's hosted pages.
import { z } from 'zod';
import { BILLING_PERIODS, PLAN_FAMILIES } from '../constants.ts';

const epochSeconds = z.number().int().nullable();

const InvoiceSchema = z
  .object({
    id: z.string(),
    team_id: z.string(),
    subscription_id: z.string().nullable(),
    status: z.string().describe("'paid', 'payment_due', 'not_paid', 'posted', 'pending' or 'voided'"),
    date: z.number().int(),
    due_date: epochSeconds,
    paid_at: epochSeconds,
    total: z.number().int(),
    amount_paid: z.number().int(),
    amount_due: z.number().int(),
    currency_code: z.string(),
    line_items: z.array(z.object({ description: z.string(), amount: z.number().int() })),
  })
  .meta({ id: 'Invoice' });
export type Invoice = z.infer<typeof InvoiceSchema>;

export const InvoiceListSchema = z.object({ items: z.array(InvoiceSchema) });

const PlanPriceSchema = z
  .object({
    id: z.string().min(1).describe('The item price id, Plan-CURRENCY-Period'),
    item_id: z.string().describe('The plan it prices'),
    price: z.number().describe('In minor units'),
    period_unit: z.enum(BILLING_PERIODS),
    currency_code: z.string(),
  })
  .meta({ id: 'PlanPrice' });
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

export const PlanSchema = z
  .object({
    id: z.string().min(1),
    name: z.string(),
    item_family_id: z.enum(PLAN_FAMILIES),
    metadata: PlanMetadataSchema,
    prices: z.array(PlanPriceSchema),
  })
  .meta({ id: 'Plan' });
export type Plan = z.infer<typeof PlanSchema>;

/** GET /v2/billing/plans: the plans on sale and what a team without a subscription gets. */
export const PlanListSchema = z.object({
  items: z.array(PlanSchema),
  freeTier: z.object({ name: z.string(), metadata: PlanMetadataSchema }),
});

/** GET /v2/billing/item-prices: every price of every plan, with its plan named. */
const ItemPriceSchema = PlanPriceSchema.extend({
  name: z.string().describe("The plan's name"),
  item_family_id: z.enum(PLAN_FAMILIES),
});
export const ItemPriceListSchema = z.object({ items: z.array(ItemPriceSchema) });

const SubscriptionSchema = z
  .object({
    id: z.string(),
    team_id: z.string(),
    status: z.string().describe("'active', 'in_trial', 'non_renewing', 'cancelled', …"),
    currency_code: z.string(),
    current_term_start: epochSeconds,
    current_term_end: epochSeconds,
    cancelled_at: epochSeconds,
    has_scheduled_changes: z.boolean(),
    scheduled_item_price_id: z
      .string()
      .nullable()
      .describe('The price that replaces this one at the term end'),
    subscription_items: z.array(
      z.object({
        item_price_id: z.string(),
        item_type: z.string(),
        quantity: z.number().int(),
        unit_price: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'Subscription' });
export type Subscription = z.infer<typeof SubscriptionSchema>;

export const SubscriptionListSchema = z.object({ items: z.array(SubscriptionSchema) });

/** What a team's plan allows now: the subscription in force, else the free tier. */
export const EntitlementsSchema = z
  .object({
    teamId: z.string(),
    plan: z.object({
      id: z.string().nullable(),
      name: z.string(),
      itemPriceId: z.string().nullable(),
      free: z.boolean(),
    }),
    publishable: z.boolean(),
    maxPublishedProjects: z.number().int().nullable().describe('null: no limit'),
    publishedProjects: z.number().int(),
    whiteLabel: z.boolean().describe("Published pages go without Vitrine's badge"),
    subscription: z
      .object({
        id: z.string(),
        status: z.string(),
        itemPriceId: z.string(),
        currentTermEnd: z.string().nullable(),
        scheduledItemPriceId: z
          .string()
          .nullable()
          .describe('The price that replaces this one at the term end'),
        cancelsAt: z.string().nullable().describe('When a cancelled subscription ends'),
      })
      .nullable(),
  })
  .meta({ id: 'Entitlements' });
export type Entitlements = z.infer<typeof EntitlementsSchema>;

/** A project's team's entitlements, and whether this project may publish now (and why not). */
export const ProjectEntitlementsSchema = EntitlementsSchema.extend({
  project: z.object({ id: z.string(), mayPublish: z.boolean(), reason: z.string().nullable() }),
});

/** A hosted page of the provider (checkout, invoice payment): on the studio's origin or the provider's. */
export const HostedPageLinkSchema = z.object({ url: z.string() });

/** A link to an invoice's PDF, valid for a short while. */
export const InvoiceDownloadSchema = z.object({ download_url: z.string() });

/** What the provider's webhook is answered: applied now, or seen before (a replay). */
export const BillingWebhookReceiptSchema = z.union([
  z.object({ status: z.literal('duplicate'), id: z.string() }),
  z.object({
    status: z.literal('applied'),
    id: z.string(),
    subscription: z.boolean().describe('A subscription was changed'),
    invoice: z.boolean().describe('An invoice was changed'),
  }),
]);

/** The plan name of a subscription item price id 'a-b-c': first segment and lowercased third. */
export function subscriptionPlanName(itemPriceId: string): string {
  const [first = '', , third = ''] = itemPriceId.split('-');
  return [first, third.toLowerCase()].filter(Boolean).join(' ');
}
