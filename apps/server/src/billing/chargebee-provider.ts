// The Chargebee billing provider (docs/billing.md "Chargebee"), through Chargebee's official client:
// plans are the site's active plan items of the families Vitrine sells, checkout and invoice payment
// are Chargebee's hosted pages, and the mirror is filled from the hosted page's content on return,
// from the webhook, and from a re-read of the customer at most once a minute per team.
import { PLAN_FAMILIES, PlanMetadataSchema, type Plan, type PlanMetadata } from '@vitrine/core';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { HttpError, badRequest } from '../http/errors.ts';
import type { Catalog } from './catalog.ts';
import { chargebeeInvoiceSchema, chargebeeSubscriptionSchema } from './chargebee-shapes.ts';
import type { BillingProvider } from './provider.ts';
import { applyInvoice, applySubscription, teamSubscriptions } from './store.ts';
import { BILLING_TEXTS } from './texts.ts';

export const PROVIDER = 'chargebee';
/** How long the site's plans, and a team's re-read, are trusted. */
export const CACHE_MS = 60_000;
const PAGE_LIMIT = 100;
const LIVE = ['future', 'in_trial', 'active', 'non_renewing'];

export interface ChargebeeOptions {
  site: string;
  apiKey: string;
  /** Another address for the API (a proxy, or the test double); the site name is kept as given. */
  apiUrl: string | undefined;
}

const itemSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  external_name: z.string().nullish(),
  item_family_id: z.string().nullish(),
  type: z.string(),
  status: z.string().nullish(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
});
const itemPriceSchema = z.looseObject({
  id: z.string(),
  item_id: z.string().nullish(),
  item_type: z.string().nullish(),
  status: z.string().nullish(),
  price: z.number().int().nullish(),
  period: z.number().int().nullish(),
  period_unit: z.string().nullish(),
  currency_code: z.string(),
});
const hostedPageSchema = z.looseObject({
  id: z.string(),
  state: z.string(),
  content: z
    .looseObject({
      subscription: chargebeeSubscriptionSchema.optional(),
      invoice: chargebeeInvoiceSchema.optional(),
    })
    .nullish(),
});

/** Chargebee metadata is free JSON; Vitrine reads its values as strings. */
function metadataOf(raw: Record<string, unknown> | null | undefined): PlanMetadata {
  const strings = Object.fromEntries(
    Object.entries(raw ?? {}).map(([key, value]) => [
      key,
      typeof value === 'string' ? value : JSON.stringify(value),
    ]),
  );
  const parsed = PlanMetadataSchema.safeParse(strings);
  return parsed.success ? parsed.data : {};
}

/** The client's connection settings: Chargebee's own host, or the address CHARGEBEE_API_URL names. */
function clientConfig(options: ChargebeeOptions) {
  if (!options.apiUrl) return { site: options.site, apiKey: options.apiKey };
  const url = new URL(options.apiUrl);
  const protocol = url.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return {
    site: url.hostname,
    hostSuffix: '',
    protocol,
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    apiKey: options.apiKey,
  };
}

export async function createChargebeeProvider(
  options: ChargebeeOptions,
  db: Database,
  _catalog: Catalog,
  log?: FastifyBaseLogger,
): Promise<BillingProvider> {
  // The client is loaded only where it is used (a bundled server would otherwise load it at start).
  const { default: Chargebee } = await import('chargebee');
  const chargebee = new Chargebee(clientConfig(options));
  let plans: { at: number; value: Promise<Plan[]> } | null = null;
  const reread = new Map<string, number>();

  /** Every page of a list call. */
  async function listAll<T>(
    fetchPage: (offset: string | undefined) => Promise<{ list: T[]; next_offset?: string }>,
  ): Promise<T[]> {
    const all: T[] = [];
    let offset: string | undefined;
    do {
      const page = await fetchPage(offset);
      all.push(...page.list);
      offset = page.next_offset;
    } while (offset);
    return all;
  }

  async function readPlans(): Promise<Plan[]> {
    const [items, prices] = await Promise.all([
      listAll((offset) =>
        chargebee.item.list({ limit: PAGE_LIMIT, offset, type: { is: 'plan' }, status: { is: 'active' } }),
      ),
      listAll((offset) =>
        chargebee.itemPrice.list({
          limit: PAGE_LIMIT,
          offset,
          item_type: { is: 'plan' },
          status: { is: 'active' },
        }),
      ),
    ]);
    const families = new Set<string>(PLAN_FAMILIES);
    const parsedPrices = prices.flatMap((entry) => {
      const price = itemPriceSchema.safeParse(entry.item_price);
      return price.success ? [price.data] : [];
    });
    return items.flatMap((entry) => {
      const item = itemSchema.safeParse(entry.item);
      if (!item.success || !families.has(item.data.item_family_id ?? '')) return [];
      const plan = item.data;
      return [
        {
          id: plan.id,
          name: plan.external_name || plan.name,
          item_family_id: plan.item_family_id as Plan['item_family_id'],
          metadata: metadataOf(plan.metadata),
          prices: parsedPrices
            .filter(
              (price) =>
                price.item_id === plan.id &&
                (price.period ?? 1) === 1 &&
                (price.period_unit === 'month' || price.period_unit === 'year'),
            )
            .map((price) => ({
              id: price.id,
              item_id: plan.id,
              price: price.price ?? 0,
              period_unit: price.period_unit as 'month' | 'year',
              currency_code: price.currency_code,
            })),
        },
      ];
    });
  }

  /** Mirrors a subscription or invoice the API answered; unknown shapes are left out, not fatal. */
  async function mirror(content: { subscription?: unknown; invoice?: unknown; scheduled?: string | null }) {
    if (content.subscription) {
      const subscription = chargebeeSubscriptionSchema.safeParse(content.subscription);
      if (subscription.success)
        await applySubscription(db, PROVIDER, subscription.data, {
          scheduledItemPriceId: content.scheduled,
        });
    }
    if (content.invoice) {
      const invoice = chargebeeInvoiceSchema.safeParse(content.invoice);
      if (invoice.success) await applyInvoice(db, PROVIDER, invoice.data);
    }
  }

  /**
   * Chargebee's refusal of a request (a removed price, a closed subscription) as a clear 4xx; Chargebee
   * out of reach, or refusing Vitrine's own credentials, as 502: the operator's problem, not the user's.
   */
  async function call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      const status = (error as { http_status_code?: number }).http_status_code;
      const message = (error as { message?: string }).message;
      if (status === 404) throw new HttpError(404, message || BILLING_TEXTS.unknownItemPrice);
      if (status && status >= 400 && status < 500 && ![401, 403, 429].includes(status))
        throw new HttpError(400, message || BILLING_TEXTS.unknownItemPrice);
      log?.error({ err: error, status }, 'Chargebee call failed');
      throw new HttpError(502, BILLING_TEXTS.providerUnavailable);
    }
  }

  return {
    kind: 'chargebee',

    listPlans() {
      if (!plans || Date.now() - plans.at > CACHE_MS) {
        const value = call(readPlans);
        plans = { at: Date.now(), value };
        // A failed read is not kept: the next call asks again.
        value.catch(() => {
          if (plans?.value === value) plans = null;
        });
      }
      return plans.value;
    },

    async createCheckout(request) {
      const current = (await teamSubscriptions(db, request.teamId)).find(
        (row) => row.provider === PROVIDER && LIVE.includes(row.status),
      );
      const items = [{ item_price_id: request.itemPriceId, quantity: 1 }];
      const { hosted_page } = await call(() =>
        current
          ? chargebee.hostedPage.checkoutExistingForItems({
              subscription: { id: current.id },
              subscription_items: items,
              replace_items_list: true,
              redirect_url: request.redirectUrl,
            })
          : chargebee.hostedPage.checkoutNewForItems({
              subscription_items: items,
              customer: { id: request.teamId, email: request.customerEmail, company: request.teamName },
              redirect_url: request.redirectUrl,
            }),
      );
      if (!hosted_page.url) throw new Error('Chargebee answered a hosted page without a url');
      return { url: hosted_page.url };
    },

    async invoicePaymentUrl(invoice, redirectUrl) {
      const { hosted_page } = await call(() =>
        chargebee.hostedPage.collectNow({
          customer: { id: invoice.teamId },
          currency_code: invoice.currencyCode,
          redirect_url: redirectUrl,
        }),
      );
      if (!hosted_page.url) throw new Error('Chargebee answered a hosted page without a url');
      return { url: hosted_page.url };
    },

    async invoiceDownloadUrl(invoice) {
      const { download } = await call(() =>
        chargebee.invoice.pdf(invoice.id, { disposition_type: 'attachment' }),
      );
      return { download_url: download.download_url };
    },

    async scheduleChange(subscription, itemPriceId) {
      const { subscription: changed } = await call(() =>
        chargebee.subscription.updateForItems(subscription.id, {
          subscription_items: [{ item_price_id: itemPriceId, quantity: 1 }],
          replace_items_list: true,
          change_option: 'end_of_term',
        }),
      );
      await mirror({ subscription: changed, scheduled: itemPriceId });
    },

    async cancelAtTermEnd(subscription) {
      const { subscription: cancelled } = await call(() =>
        chargebee.subscription.cancelForItems(subscription.id, { end_of_term: true }),
      );
      await mirror({ subscription: cancelled });
    },

    async refreshTeam(teamId) {
      const last = reread.get(teamId) ?? 0;
      if (Date.now() - last < CACHE_MS) return;
      reread.set(teamId, Date.now());
      try {
        const [subscriptions, invoices] = await Promise.all([
          chargebee.subscription.list({ limit: PAGE_LIMIT, customer_id: { is: teamId } }),
          chargebee.invoice.list({ limit: PAGE_LIMIT, customer_id: { is: teamId } }),
        ]);
        for (const entry of subscriptions.list) await mirror({ subscription: entry.subscription });
        for (const entry of invoices.list) await mirror({ invoice: entry.invoice });
      } catch (error) {
        // The mirror (kept by the webhook) answers meanwhile; the next read tries again.
        reread.delete(teamId);
        log?.warn({ err: error, teamId }, 'could not re-read the team from Chargebee');
      }
    },

    async completeReturn(query) {
      if (query.state !== 'succeeded' || !query.id || !/^[A-Za-z0-9_-]{1,100}$/.test(query.id)) return;
      const { hosted_page } = await call(() => chargebee.hostedPage.retrieve(query.id!));
      const page = hostedPageSchema.safeParse(hosted_page);
      if (!page.success || page.data.state !== 'succeeded') return;
      // The page must belong to the team the return URL names: a forged query settles nothing else.
      const customer =
        page.data.content?.subscription?.customer_id ?? page.data.content?.invoice?.customer_id;
      if (query.team && customer && customer !== query.team) throw badRequest(BILLING_TEXTS.checkoutNotFound);
      await mirror({ subscription: page.data.content?.subscription, invoice: page.data.content?.invoice });
      if (customer) reread.delete(customer);
      await chargebee.hostedPage.acknowledge(page.data.id).catch(() => undefined);
    },

    close: async () => undefined,
  };
}
