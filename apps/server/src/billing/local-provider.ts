// The local billing provider (the default): sells the catalog file's plans through Vitrine's own
// hosted pages (routes/billing-pages.ts), takes the documented test cards, and keeps subscriptions
// and invoices in the mirror in Chargebee's shapes. It stores no card: a renewal raises an invoice
// that the owner pays from Billings.
import { randomBytes } from 'node:crypto';
import { planOfItemPrice, type Plan } from '@vitrine/core';
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { billingCheckouts, billingInvoices, billingSubscriptions } from '../db/schema.ts';
import { HttpError, badRequest, notFound } from '../http/errors.ts';
import type { Catalog } from './catalog.ts';
import type { ChargebeeInvoice, ChargebeeSubscription } from './chargebee-shapes.ts';
import { signedInvoiceLink } from './download-links.ts';
import type { BillingProvider } from './provider.ts';
import {
  applyInvoice,
  applySubscription,
  type BillingInvoiceRow,
  type BillingSubscriptionRow,
} from './store.ts';
import { chargeTestCard, type CardInput } from './test-cards.ts';
import { addPeriod, epochSeconds, periodOfItemPrice } from './terms.ts';
import { BILLING_TEXTS } from './texts.ts';

export const PROVIDER = 'local';
/** How long a hosted page stays open. */
export const CHECKOUT_TTL_MS = 60 * 60 * 1000;
/** A renewal invoice is due this long after the new term starts. */
export const RENEWAL_DUE_DAYS = 14;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type CheckoutRow = typeof billingCheckouts.$inferSelect;

const id = (prefix: string) => `${prefix}_${randomBytes(9).toString('base64url')}`;
/** Versions only grow, even when the clock does not between two writes. */
const nextVersion = (row?: { resourceVersion: number } | null) =>
  Math.max(Date.now(), (row?.resourceVersion ?? 0) + 1);
const LIVE = ['future', 'in_trial', 'active', 'non_renewing'];

export interface LocalProviderOptions {
  db: Database;
  catalog: Catalog;
  /** Signs the invoice download links. */
  secret: string;
}

export interface LocalBillingProvider extends BillingProvider {
  readonly kind: 'local';
  /** The hosted page behind an id, with what it sells; null when there is none. */
  findCheckout(checkoutId: string): Promise<HostedCheckout | null>;
  /** Pays a hosted page with a card; declines change nothing. */
  payCheckout(checkoutId: string, card: CardInput, now?: Date): Promise<CheckoutRow>;
}

export interface HostedCheckout {
  checkout: CheckoutRow;
  /** What is being paid: a plan's item price, or an unpaid invoice. */
  description: string;
  amount: number;
  currencyCode: string;
  period: string | null;
  open: boolean;
}

function priceOf(plans: Plan[], itemPriceId: string) {
  const plan = planOfItemPrice(plans, itemPriceId);
  const price = plan?.prices.find((entry) => entry.id === itemPriceId);
  return plan && price ? { plan, price } : null;
}

function subscriptionShape(
  row: Pick<
    BillingSubscriptionRow,
    'id' | 'teamId' | 'itemPriceId' | 'status' | 'currencyCode' | 'unitPrice'
  > & {
    currentTermStart: Date;
    currentTermEnd: Date;
    cancelledAt?: Date | null;
  },
  version: number,
): ChargebeeSubscription {
  return {
    id: row.id,
    customer_id: row.teamId,
    status: row.status as ChargebeeSubscription['status'],
    currency_code: row.currencyCode,
    current_term_start: epochSeconds(row.currentTermStart),
    current_term_end: epochSeconds(row.currentTermEnd),
    cancelled_at: row.cancelledAt ? epochSeconds(row.cancelledAt) : null,
    resource_version: version,
    subscription_items: [
      {
        item_price_id: row.itemPriceId,
        item_type: 'plan',
        quantity: 1,
        unit_price: row.unitPrice,
        amount: row.unitPrice,
      },
    ],
  };
}

function invoiceShape(input: {
  teamId: string;
  subscriptionId: string;
  description: string;
  itemPriceId: string;
  amount: number;
  currencyCode: string;
  from: Date;
  to: Date;
  paid: boolean;
  now: Date;
}): ChargebeeInvoice {
  const date = epochSeconds(input.now);
  return {
    id: `INV-${input.now.toISOString().slice(0, 10).replace(/-/g, '')}-${randomBytes(3).toString('hex').toUpperCase()}`,
    customer_id: input.teamId,
    subscription_id: input.subscriptionId,
    status: input.paid ? 'paid' : 'payment_due',
    date,
    due_date: input.paid ? date : epochSeconds(new Date(input.now.getTime() + RENEWAL_DUE_DAYS * 86_400_000)),
    paid_at: input.paid ? date : null,
    total: input.amount,
    amount_paid: input.paid ? input.amount : 0,
    amount_due: input.paid ? 0 : input.amount,
    currency_code: input.currencyCode,
    resource_version: Date.now(),
    line_items: [
      {
        description: input.description,
        entity_id: input.itemPriceId,
        amount: input.amount,
        date_from: epochSeconds(input.from),
        date_to: epochSeconds(input.to),
      },
    ],
  };
}

const lineDescription = (plan: Plan, period: string) =>
  `${plan.name} plan, ${period === 'year' ? 'yearly' : 'monthly'}`;

export function createLocalProvider(options: LocalProviderOptions): LocalBillingProvider {
  const { db, catalog, secret } = options;

  async function liveSubscriptions(tx: Tx | Database, teamId: string) {
    return tx
      .select()
      .from(billingSubscriptions)
      .where(and(eq(billingSubscriptions.teamId, teamId), inArray(billingSubscriptions.status, LIVE)))
      .for('update');
  }

  async function openCheckout(row: Omit<typeof billingCheckouts.$inferInsert, 'id' | 'expiresAt'>) {
    const checkoutId = id('hp');
    await db
      .insert(billingCheckouts)
      .values({ ...row, id: checkoutId, expiresAt: new Date(Date.now() + CHECKOUT_TTL_MS) });
    // Root-relative: the API answers it on the origin the studio was reached at.
    return { url: `/billing/checkout/${checkoutId}` };
  }

  /** Subscribes the team (or moves its subscription to the new plan at once) and records a paid invoice. */
  async function subscribe(tx: Tx, checkout: CheckoutRow, now: Date) {
    const found = priceOf(catalog.plans, checkout.itemPriceId ?? '');
    if (!found) throw badRequest(BILLING_TEXTS.unknownItemPrice);
    const { plan, price } = found;
    const [current] = await liveSubscriptions(tx, checkout.teamId);
    const termEnd = addPeriod(now, price.period_unit);
    const row = {
      id: current?.id ?? id('sub'),
      teamId: checkout.teamId,
      itemPriceId: price.id,
      status: 'active',
      currencyCode: price.currency_code,
      unitPrice: price.price,
      currentTermStart: now,
      currentTermEnd: termEnd,
    };
    await applySubscription(tx, PROVIDER, subscriptionShape(row, nextVersion(current)), {
      scheduledItemPriceId: null,
    });
    await applyInvoice(
      tx,
      PROVIDER,
      invoiceShape({
        teamId: checkout.teamId,
        subscriptionId: row.id,
        description: lineDescription(plan, price.period_unit),
        itemPriceId: price.id,
        amount: price.price,
        currencyCode: price.currency_code,
        from: now,
        to: termEnd,
        paid: true,
        now,
      }),
    );
  }

  async function payInvoice(tx: Tx, checkout: CheckoutRow, now: Date) {
    const [invoice] = await tx
      .select()
      .from(billingInvoices)
      .where(
        and(eq(billingInvoices.id, checkout.invoiceId ?? ''), eq(billingInvoices.teamId, checkout.teamId)),
      )
      .for('update');
    if (!invoice) throw notFound(BILLING_TEXTS.invoiceNotFound);
    if (invoice.status === 'paid') throw new HttpError(409, BILLING_TEXTS.invoiceAlreadyPaid);
    await tx
      .update(billingInvoices)
      .set({
        status: 'paid',
        paidAt: now,
        amountPaid: invoice.total,
        amountDue: 0,
        resourceVersion: nextVersion(invoice),
      })
      .where(eq(billingInvoices.id, invoice.id));
  }

  /** Ends one passed term: a scheduled cancellation ends the subscription, otherwise it renews. */
  async function endTerm(tx: Tx, subscription: BillingSubscriptionRow, now: Date): Promise<void> {
    const termEnd = subscription.currentTermEnd;
    if (!termEnd || termEnd > now) return;
    if (subscription.status === 'non_renewing') {
      await tx
        .update(billingSubscriptions)
        .set({
          status: 'cancelled',
          cancelledAt: termEnd,
          resourceVersion: nextVersion(subscription),
          updatedAt: now,
        })
        .where(eq(billingSubscriptions.id, subscription.id));
      return;
    }
    const itemPriceId = subscription.scheduledItemPriceId ?? subscription.itemPriceId;
    const found = priceOf(catalog.plans, itemPriceId);
    const period = found?.price.period_unit ?? periodOfItemPrice(itemPriceId);
    const nextEnd = addPeriod(termEnd, period);
    const amount = found?.price.price ?? subscription.unitPrice;
    await tx
      .update(billingSubscriptions)
      .set({
        itemPriceId,
        unitPrice: amount,
        currencyCode: found?.price.currency_code ?? subscription.currencyCode,
        currentTermStart: termEnd,
        currentTermEnd: nextEnd,
        scheduledItemPriceId: null,
        hasScheduledChanges: false,
        resourceVersion: nextVersion(subscription),
        updatedAt: now,
      })
      .where(eq(billingSubscriptions.id, subscription.id));
    await applyInvoice(
      tx,
      PROVIDER,
      invoiceShape({
        teamId: subscription.teamId,
        subscriptionId: subscription.id,
        description: found ? lineDescription(found.plan, period) : itemPriceId,
        itemPriceId,
        amount,
        currencyCode: found?.price.currency_code ?? subscription.currencyCode,
        from: termEnd,
        to: nextEnd,
        paid: amount === 0,
        now: termEnd,
      }),
    );
  }

  return {
    kind: 'local',

    listPlans: async () => catalog.plans,

    async createCheckout(request) {
      if (!priceOf(catalog.plans, request.itemPriceId)) throw badRequest(BILLING_TEXTS.unknownItemPrice);
      return openCheckout({
        teamId: request.teamId,
        kind: 'subscribe',
        itemPriceId: request.itemPriceId,
        quantity: 1,
        createdBy: request.userId,
        returnTo: request.returnTo,
      });
    },

    async invoicePaymentUrl(invoice, _redirectUrl, userId) {
      if (invoice.status === 'paid') throw new HttpError(409, BILLING_TEXTS.invoiceAlreadyPaid);
      return openCheckout({
        teamId: invoice.teamId,
        kind: 'pay_invoice',
        invoiceId: invoice.id,
        createdBy: userId,
      });
    },

    invoiceDownloadUrl: async (invoice: BillingInvoiceRow) => ({
      download_url: signedInvoiceLink(secret, invoice.id),
    }),

    async scheduleChange(subscription, itemPriceId) {
      if (!priceOf(catalog.plans, itemPriceId)) throw badRequest(BILLING_TEXTS.unknownItemPrice);
      await db
        .update(billingSubscriptions)
        .set({
          scheduledItemPriceId: itemPriceId,
          hasScheduledChanges: true,
          status: 'active',
          cancelledAt: null,
          resourceVersion: nextVersion(subscription),
          updatedAt: new Date(),
        })
        .where(eq(billingSubscriptions.id, subscription.id));
    },

    async cancelAtTermEnd(subscription) {
      await db
        .update(billingSubscriptions)
        .set({
          status: 'non_renewing',
          cancelledAt: subscription.currentTermEnd,
          scheduledItemPriceId: null,
          hasScheduledChanges: false,
          resourceVersion: nextVersion(subscription),
          updatedAt: new Date(),
        })
        .where(eq(billingSubscriptions.id, subscription.id));
    },

    async refreshTeam(teamId, now) {
      const due = await db
        .select({ id: billingSubscriptions.id })
        .from(billingSubscriptions)
        .where(
          and(
            eq(billingSubscriptions.teamId, teamId),
            inArray(billingSubscriptions.status, LIVE),
            lte(billingSubscriptions.currentTermEnd, now),
          ),
        );
      if (due.length === 0) return;
      await db.transaction(async (tx) => {
        // A subscription left alone for years renews once per term; bounded so a bad row cannot spin.
        for (let i = 0; i < 120; i++) {
          const [subscription] = (await liveSubscriptions(tx, teamId)).filter(
            (row) => row.currentTermEnd && row.currentTermEnd <= now,
          );
          if (!subscription) break;
          await endTerm(tx, subscription, now);
        }
      });
    },

    completeReturn: async () => undefined,

    async findCheckout(checkoutId) {
      if (!/^hp_[A-Za-z0-9_-]{12}$/.test(checkoutId)) return null;
      const [checkout] = await db.select().from(billingCheckouts).where(eq(billingCheckouts.id, checkoutId));
      if (!checkout) return null;
      const open = checkout.status === 'open' && checkout.expiresAt > new Date();
      if (checkout.kind === 'subscribe') {
        const found = priceOf(catalog.plans, checkout.itemPriceId ?? '');
        if (!found) return null;
        return {
          checkout,
          description: lineDescription(found.plan, found.price.period_unit),
          amount: found.price.price,
          currencyCode: found.price.currency_code,
          period: found.price.period_unit,
          open,
        };
      }
      const [invoice] = await db
        .select()
        .from(billingInvoices)
        .where(eq(billingInvoices.id, checkout.invoiceId ?? ''));
      if (!invoice) return null;
      return {
        checkout,
        description: `Invoice ${invoice.id}`,
        amount: invoice.amountDue,
        currencyCode: invoice.currencyCode,
        period: null,
        open: open && invoice.status !== 'paid',
      };
    },

    async payCheckout(checkoutId, card, now = new Date()) {
      const charge = chargeTestCard(card, now);
      if (!charge.ok) throw new HttpError(402, charge.message);
      return db.transaction(async (tx) => {
        const [checkout] = await tx
          .select()
          .from(billingCheckouts)
          .where(eq(billingCheckouts.id, checkoutId))
          .for('update');
        if (!checkout) throw notFound(BILLING_TEXTS.checkoutNotFound);
        if (checkout.status !== 'open') throw new HttpError(409, BILLING_TEXTS.checkoutDone);
        if (checkout.expiresAt <= now) throw new HttpError(410, BILLING_TEXTS.checkoutExpired);
        if (checkout.kind === 'subscribe') await subscribe(tx, checkout, now);
        else await payInvoice(tx, checkout, now);
        const [done] = await tx
          .update(billingCheckouts)
          .set({ status: 'succeeded', completedAt: now })
          .where(eq(billingCheckouts.id, checkout.id))
          .returning();
        return done!;
      });
    },

    close: async () => undefined,
  };
}
