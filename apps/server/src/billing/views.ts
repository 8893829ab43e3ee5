// Subscriptions and invoices as the API answers them (@vitrine/core's SubscriptionSchema and
// InvoiceSchema): SPEC §3's field names, dates in epoch seconds, amounts in minor units.
import type { Invoice, Subscription } from '@vitrine/core';
import type { BillingInvoiceRow, BillingSubscriptionRow } from './store.ts';

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
const seconds = (date: Date | null) => (date ? epochSeconds(date) : null);

export const subscriptionView = (row: BillingSubscriptionRow): Subscription => ({
  id: row.id,
  team_id: row.teamId,
  status: row.status,
  currency_code: row.currencyCode,
  current_term_start: seconds(row.currentTermStart),
  current_term_end: seconds(row.currentTermEnd),
  cancelled_at: seconds(row.cancelledAt),
  has_scheduled_changes: row.hasScheduledChanges,
  scheduled_item_price_id: row.scheduledItemPriceId,
  subscription_items: [
    { item_price_id: row.itemPriceId, item_type: 'plan', quantity: 1, unit_price: row.unitPrice },
  ],
});

export const invoiceView = (row: BillingInvoiceRow): Invoice => ({
  id: row.id,
  team_id: row.teamId,
  subscription_id: row.subscriptionId,
  status: row.status,
  date: epochSeconds(row.date),
  due_date: seconds(row.dueDate),
  paid_at: seconds(row.paidAt),
  total: row.total,
  amount_paid: row.amountPaid,
  amount_due: row.amountDue,
  currency_code: row.currencyCode,
  line_items: row.lineItems.map((line) => ({ description: line.description, amount: line.amount })),
});
