// The billing mirror (schema: billing_subscriptions, billing_invoices, billing_events): writes that
// keep the newest description of each subscription and invoice, and the reads the API needs.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { billingEvents, billingInvoices, billingSubscriptions, teams } from '../db/schema.ts';
import { isUuid } from '../teams/access.ts';
import { versionOf, type ChargebeeInvoice, type ChargebeeSubscription } from './chargebee-shapes.ts';

export type BillingSubscriptionRow = typeof billingSubscriptions.$inferSelect;
export type BillingInvoiceRow = typeof billingInvoices.$inferSelect;

/** Any database handle: the app's, or a transaction's. */
type Db = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;
type ReadDb = Pick<Database, 'select'>;

const date = (seconds: number | null | undefined) =>
  seconds === null || seconds === undefined ? null : new Date(seconds * 1000);

/** The team a provider's customer id names (Vitrine creates customers with the team id), or null. */
export async function teamOfCustomer(db: ReadDb, customerId: string): Promise<string | null> {
  if (!isUuid(customerId)) return null;
  const [row] = await db.select({ id: teams.id }).from(teams).where(eq(teams.id, customerId));
  return row?.id ?? null;
}

/**
 * Stores a subscription unless the mirror already holds the same or a newer version of it.
 * Answers whether it wrote. `scheduledItemPriceId` is the local provider's pending downgrade.
 */
export async function applySubscription(
  db: Db,
  provider: string,
  subscription: ChargebeeSubscription,
  extra: { scheduledItemPriceId?: string | null | undefined } = {},
): Promise<boolean> {
  const teamId = await teamOfCustomer(db, subscription.customer_id);
  if (!teamId) return false;
  const item =
    subscription.subscription_items.find((entry) => entry.item_type !== 'addon') ??
    subscription.subscription_items[0]!;
  const values = {
    teamId,
    provider,
    itemPriceId: item.item_price_id,
    status: subscription.status,
    currencyCode: subscription.currency_code,
    unitPrice: item.unit_price ?? item.amount ?? 0,
    currentTermStart: date(subscription.current_term_start),
    currentTermEnd: date(subscription.current_term_end),
    hasScheduledChanges: subscription.has_scheduled_changes ?? !!extra.scheduledItemPriceId,
    // An event says that a change is scheduled, not to what: keep what Vitrine scheduled then.
    ...(extra.scheduledItemPriceId !== undefined || !subscription.has_scheduled_changes
      ? { scheduledItemPriceId: extra.scheduledItemPriceId ?? null }
      : {}),
    cancelledAt: date(subscription.cancelled_at),
    resourceVersion: versionOf(subscription),
    updatedAt: new Date(),
  };
  const written = await db
    .insert(billingSubscriptions)
    .values({ id: subscription.id, ...values })
    .onConflictDoUpdate({
      target: billingSubscriptions.id,
      set: values,
      setWhere: sql`${billingSubscriptions.resourceVersion} < ${values.resourceVersion}`,
    })
    .returning({ id: billingSubscriptions.id });
  return written.length > 0;
}

/** Stores an invoice unless the mirror already holds the same or a newer version of it. */
export async function applyInvoice(db: Db, provider: string, invoice: ChargebeeInvoice): Promise<boolean> {
  const teamId = await teamOfCustomer(db, invoice.customer_id);
  if (!teamId) return false;
  const values = {
    teamId,
    provider,
    subscriptionId: invoice.subscription_id ?? null,
    status: invoice.status,
    date: date(invoice.date)!,
    dueDate: date(invoice.due_date),
    paidAt: date(invoice.paid_at),
    total: invoice.total,
    amountPaid: invoice.amount_paid,
    amountDue: invoice.amount_due,
    currencyCode: invoice.currency_code,
    lineItems: invoice.line_items.map((line) => ({
      description: line.description,
      itemPriceId: line.entity_id ?? null,
      amount: line.amount,
      dateFrom: line.date_from ?? null,
      dateTo: line.date_to ?? null,
    })),
    resourceVersion: versionOf(invoice),
  };
  const written = await db
    .insert(billingInvoices)
    .values({ id: invoice.id, ...values })
    .onConflictDoUpdate({
      target: billingInvoices.id,
      set: values,
      setWhere: sql`${billingInvoices.resourceVersion} < ${values.resourceVersion}`,
    })
    .returning({ id: billingInvoices.id });
  return written.length > 0;
}

/** Records an event id; false when it was recorded before (a replay). */
export async function recordEvent(
  db: Db,
  event: { id: string; provider: string; eventType: string; occurredAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(billingEvents)
    .values(event)
    .onConflictDoNothing({ target: billingEvents.id })
    .returning({ id: billingEvents.id });
  return inserted.length > 0;
}

/** Subscriptions still in force or scheduled, newest first (cancelled ones are history). */
export async function teamSubscriptions(db: ReadDb, teamId: string): Promise<BillingSubscriptionRow[]> {
  return db
    .select()
    .from(billingSubscriptions)
    .where(
      and(
        eq(billingSubscriptions.teamId, teamId),
        inArray(billingSubscriptions.status, ['future', 'in_trial', 'active', 'non_renewing', 'paused']),
      ),
    )
    .orderBy(desc(billingSubscriptions.createdAt));
}

export async function teamInvoices(db: ReadDb, teamId: string): Promise<BillingInvoiceRow[]> {
  return db
    .select()
    .from(billingInvoices)
    .where(eq(billingInvoices.teamId, teamId))
    .orderBy(desc(billingInvoices.date), desc(billingInvoices.createdAt));
}

export async function findInvoice(db: ReadDb, teamId: string, invoiceId: string) {
  const [row] = await db
    .select()
    .from(billingInvoices)
    .where(and(eq(billingInvoices.teamId, teamId), eq(billingInvoices.id, invoiceId)));
  return row ?? null;
}
