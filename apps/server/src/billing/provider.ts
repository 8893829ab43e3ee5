// The billing provider (docs/billing.md): where plans come from and where money is taken. `local`
// (the default) sells the catalog file's plans through Vitrine's own hosted checkout; `chargebee`
// sells the plans of a Chargebee site through its hosted pages. Both describe subscriptions and
// invoices in Chargebee's JSON shapes, which store.ts mirrors into the database.
import type { Plan } from '@vitrine/core';
import type { BillingInvoiceRow, BillingSubscriptionRow } from './store.ts';

/** SPEC §3 Plan price, listed by GET /v2/billing/item-prices. */
export interface ItemPrice {
  id: string;
  item_id: string;
  name: string;
  item_family_id: string;
  price: number;
  period_unit: string;
  currency_code: string;
}

export interface CheckoutRequest {
  teamId: string;
  teamName: string;
  /** Who opened the checkout: their e-mail pre-fills the provider's form. */
  customerEmail: string;
  userId: string;
  itemPriceId: string;
  /** Where the provider sends the buyer back to (a Vitrine URL, /billing/return?…). */
  redirectUrl: string;
  /** The studio path the buyer goes on to from there (null: Billings); redirectUrl carries it too. */
  returnTo: string | null;
}

export interface BillingProvider {
  readonly kind: 'local' | 'chargebee';
  /** Active plans with their prices. */
  listPlans(): Promise<Plan[]>;
  /**
   * A hosted page selling one item price, quantity 1. Links may be root-relative (on the studio's own
   * origin, as the local provider's are) or absolute (the provider's site).
   */
  createCheckout(request: CheckoutRequest): Promise<{ url: string }>;
  /** A hosted page paying one unpaid invoice. */
  invoicePaymentUrl(
    invoice: BillingInvoiceRow,
    redirectUrl: string,
    userId: string,
  ): Promise<{ url: string }>;
  /** A link to the invoice's PDF, valid for a short while. */
  invoiceDownloadUrl(invoice: BillingInvoiceRow): Promise<{ download_url: string }>;
  /** Replaces the subscription's plan at the end of its term (a downgrade). */
  scheduleChange(subscription: BillingSubscriptionRow, itemPriceId: string): Promise<void>;
  /** Ends the subscription at the end of its term. */
  cancelAtTermEnd(subscription: BillingSubscriptionRow): Promise<void>;
  /**
   * Brings the team's mirror up to date: the local provider ends terms that have passed (renewal
   * invoices, scheduled changes, cancellations); Chargebee re-reads the customer's subscriptions.
   */
  refreshTeam(teamId: string, now: Date): Promise<void>;
  /** After a hosted page sends the buyer back: settle what the page did (query of the return URL). */
  completeReturn(query: Record<string, string>): Promise<void>;
  close(): Promise<void>;
}
