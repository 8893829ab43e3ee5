// A local stand-in for Chargebee's API v2 (a payment provider's servers cannot run here): it speaks
// the documented JSON and form encoding for the calls Vitrine makes — items and item prices (paged),
// hosted pages (checkout new/existing, collect now, retrieve, acknowledge), subscriptions (list,
// update for items, cancel for items), invoices (list, pdf) — with the API key as basic-auth user.
// `pay(hostedPageId)` plays the buyer on the hosted page and answers the redirect Chargebee sends.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;

export interface FakeItem {
  id: string;
  name: string;
  item_family_id: string;
  status?: string;
  metadata?: Json;
}
export interface FakeItemPrice {
  id: string;
  item_id: string;
  price: number;
  period_unit: string;
  period?: number;
  currency_code: string;
  status?: string;
}

interface HostedPage {
  id: string;
  type: 'checkout_new' | 'checkout_existing' | 'collect_now';
  state: 'created' | 'succeeded' | 'acknowledged';
  url: string;
  redirect_url: string;
  customerId: string;
  itemPriceId?: string;
  subscriptionId?: string;
  content?: Json;
}

export interface ChargebeeFake {
  url: string;
  apiKey: string;
  items: FakeItem[];
  itemPrices: FakeItemPrice[];
  subscriptions: Map<string, Json>;
  invoices: Map<string, Json>;
  /** Every API call, as "METHOD /path". */
  calls: string[];
  /** The buyer pays on the hosted page: answers the URL Chargebee redirects the browser to. */
  pay(hostedPageId: string): string;
  hostedPageIdOf(url: string): string;
  close(): Promise<void>;
}

const now = () => Math.floor(Date.now() / 1000);
const id = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

/** Chargebee's error body (documented fields), with its HTTP status. */
function apiError(res: ServerResponse, status: number, code: string, message: string) {
  send(res, status, { message, type: 'invalid_request', api_error_code: code, http_status_code: status });
}
function send(res: ServerResponse, status: number, body: Json) {
  res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
  res.end(JSON.stringify(body));
}

async function formOf(req: IncomingMessage): Promise<Map<string, string>> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return new Map(new URLSearchParams(text));
}

/** A list answer: `limit` entries from `offset`, with next_offset while more remain. */
function page<T>(all: T[], query: URLSearchParams, wrap: (entry: T) => Json) {
  const limit = Number(query.get('limit') ?? 10);
  const offset = Number(query.get('offset') ?? 0);
  const slice = all.slice(offset, offset + limit);
  const next = offset + limit < all.length ? { next_offset: String(offset + limit) } : {};
  return { list: slice.map(wrap), ...next };
}

export async function startChargebeeFake(catalog: {
  items: FakeItem[];
  itemPrices: FakeItemPrice[];
}): Promise<ChargebeeFake> {
  const apiKey = `test_${randomBytes(12).toString('hex')}`;
  const hostedPages = new Map<string, HostedPage>();
  const subscriptions = new Map<string, Json>();
  const invoices = new Map<string, Json>();
  const calls: string[] = [];
  let base = '';

  const priceOf = (itemPriceId: string) => fake.itemPrices.find((price) => price.id === itemPriceId);

  function subscriptionFor(customerId: string, itemPriceId: string, subscriptionId = id('sub')): Json {
    const price = priceOf(itemPriceId)!;
    const start = now();
    const term = price.period_unit === 'year' ? 365 * 86_400 : 30 * 86_400;
    return {
      id: subscriptionId,
      customer_id: customerId,
      status: 'active',
      currency_code: price.currency_code,
      current_term_start: start,
      current_term_end: start + term,
      has_scheduled_changes: false,
      resource_version: Date.now(),
      updated_at: start,
      subscription_items: [
        {
          item_price_id: price.id,
          item_type: 'plan',
          quantity: 1,
          unit_price: price.price,
          amount: price.price,
        },
      ],
    };
  }

  function paidInvoice(subscription: Json): Json {
    const item = (subscription.subscription_items as Json[])[0]!;
    return {
      id: `inv_${randomBytes(4).toString('hex')}`,
      customer_id: subscription.customer_id,
      subscription_id: subscription.id,
      status: 'paid',
      date: now(),
      paid_at: now(),
      total: item.amount,
      amount_paid: item.amount,
      amount_due: 0,
      currency_code: subscription.currency_code,
      resource_version: Date.now(),
      line_items: [
        { description: `${item.item_price_id}`, entity_id: item.item_price_id, amount: item.amount },
      ],
    };
  }

  function createHostedPage(res: ServerResponse, page: Omit<HostedPage, 'id' | 'url' | 'state'>) {
    const pageId = id('hp');
    const hosted: HostedPage = {
      ...page,
      id: pageId,
      state: 'created',
      url: `${base}/pages/v4/${pageId}/checkout`,
    };
    hostedPages.set(pageId, hosted);
    send(res, 200, { hosted_page: hostedPageView(hosted) });
  }
  const hostedPageView = (page: HostedPage): Json => ({
    id: page.id,
    type: page.type,
    url: page.url,
    state: page.state,
    embed: false,
    created_at: now(),
    expires_at: now() + 3600,
    object: 'hosted_page',
    ...(page.content ? { content: page.content } : {}),
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', base);
    const route = `${req.method} ${url.pathname}`;
    calls.push(route);
    const [user] = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64')
      .toString()
      .split(':');
    if (user !== apiKey)
      return apiError(res, 401, 'api_authentication_failed', 'Sorry, authentication failed. Invalid api key');
    const form = req.method === 'POST' ? await formOf(req) : new Map<string, string>();
    const q = url.searchParams;
    let match: RegExpExecArray | null;

    if (route === 'GET /api/v2/items') {
      const items = fake.items.filter(
        (item) =>
          (q.get('status[is]') ?? 'active') === (item.status ?? 'active') && q.get('type[is]') === 'plan',
      );
      return send(
        res,
        200,
        page(items, q, (item) => ({ item: { type: 'plan', object: 'item', status: 'active', ...item } })),
      );
    }
    if (route === 'GET /api/v2/item_prices') {
      const prices = fake.itemPrices.filter(
        (price) => (price.status ?? 'active') === (q.get('status[is]') ?? 'active'),
      );
      return send(
        res,
        200,
        page(prices, q, (price) => ({
          item_price: { item_type: 'plan', period: 1, status: 'active', object: 'item_price', ...price },
        })),
      );
    }
    if (
      route === 'POST /api/v2/hosted_pages/checkout_new_for_items' ||
      route === 'POST /api/v2/hosted_pages/checkout_existing_for_items'
    ) {
      const itemPriceId = form.get('subscription_items[item_price_id][0]') ?? '';
      if (!priceOf(itemPriceId) || form.get('subscription_items[quantity][0]') !== '1')
        return apiError(res, 404, 'resource_not_found', `Sorry, we couldn't find that resource`);
      const existing = form.get('subscription[id]');
      const subscription = existing ? subscriptions.get(existing) : undefined;
      if (existing && !subscription)
        return apiError(res, 404, 'resource_not_found', 'Subscription not found');
      return createHostedPage(res, {
        type: existing ? 'checkout_existing' : 'checkout_new',
        redirect_url: form.get('redirect_url') ?? '',
        customerId:
          (subscription?.customer_id as string | undefined) ?? form.get('customer[id]') ?? id('cus'),
        itemPriceId,
        subscriptionId: existing,
      });
    }
    if (route === 'POST /api/v2/hosted_pages/collect_now') {
      return createHostedPage(res, {
        type: 'collect_now',
        redirect_url: form.get('redirect_url') ?? '',
        customerId: form.get('customer[id]') ?? '',
      });
    }
    if ((match = /^POST \/api\/v2\/hosted_pages\/([\w-]+)\/acknowledge$/.exec(route))) {
      const hosted = hostedPages.get(match[1]!);
      if (!hosted) return apiError(res, 404, 'resource_not_found', 'Hosted page not found');
      if (hosted.state === 'succeeded') hosted.state = 'acknowledged';
      return send(res, 200, { hosted_page: hostedPageView(hosted) });
    }
    if ((match = /^GET \/api\/v2\/hosted_pages\/([\w-]+)$/.exec(route))) {
      const hosted = hostedPages.get(match[1]!);
      if (!hosted) return apiError(res, 404, 'resource_not_found', 'Hosted page not found');
      return send(res, 200, { hosted_page: hostedPageView(hosted) });
    }
    if (
      (match = /^POST \/api\/v2\/subscriptions\/([\w-]+)\/(update_for_items|cancel_for_items)$/.exec(route))
    ) {
      const subscription = subscriptions.get(match[1]!);
      if (!subscription) return apiError(res, 404, 'resource_not_found', 'Subscription not found');
      if (match[2] === 'update_for_items') {
        const itemPriceId = form.get('subscription_items[item_price_id][0]') ?? '';
        if (!priceOf(itemPriceId)) return apiError(res, 404, 'resource_not_found', 'Item price not found');
        if (form.get('change_option') !== 'end_of_term')
          return apiError(res, 400, 'invalid_request', 'Only term-end changes here');
        subscription.has_scheduled_changes = true;
      } else {
        if (form.get('end_of_term') !== 'true')
          return apiError(res, 400, 'invalid_request', 'Only term-end cancels here');
        subscription.status = 'non_renewing';
      }
      subscription.resource_version = Date.now();
      return send(res, 200, { subscription, customer: { id: subscription.customer_id } });
    }
    if (route === 'GET /api/v2/subscriptions' || route === 'GET /api/v2/invoices') {
      const all = route.endsWith('subscriptions') ? subscriptions : invoices;
      const key = route.endsWith('subscriptions') ? 'subscription' : 'invoice';
      const rows = [...all.values()].filter((row) => row.customer_id === q.get('customer_id[is]'));
      return send(
        res,
        200,
        page(rows, q, (row) => ({ [key]: row })),
      );
    }
    if ((match = /^POST \/api\/v2\/invoices\/([\w-]+)\/pdf$/.exec(route))) {
      if (!invoices.has(match[1]!)) return apiError(res, 404, 'resource_not_found', 'Invoice not found');
      const download_url = `${base}/downloads/${match[1]}.pdf?disposition=${form.get('disposition_type')}`;
      return send(res, 200, { download: { download_url, valid_till: now() + 3600, object: 'download' } });
    }
    return apiError(res, 404, 'resource_not_found', `No such call: ${route}`);
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: Error) => apiError(res, 500, 'internal_error', error.message));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: ChargebeeFake = {
    url: base,
    apiKey,
    items: catalog.items,
    itemPrices: catalog.itemPrices,
    subscriptions,
    invoices,
    calls,
    hostedPageIdOf: (url) => /\/pages\/v4\/([\w-]+)\//.exec(url)?.[1] ?? '',
    pay(hostedPageId) {
      const hosted = hostedPages.get(hostedPageId);
      if (!hosted || hosted.state !== 'created') throw new Error(`hosted page ${hostedPageId} is not open`);
      let subscription: Json;
      if (hosted.type === 'collect_now') {
        const unpaid = [...invoices.values()].find(
          (invoice) => invoice.customer_id === hosted.customerId && invoice.status !== 'paid',
        )!;
        Object.assign(unpaid, {
          status: 'paid',
          amount_paid: unpaid.total,
          amount_due: 0,
          paid_at: now(),
          resource_version: Date.now(),
        });
        hosted.content = { invoice: unpaid };
      } else {
        subscription = subscriptionFor(hosted.customerId, hosted.itemPriceId!, hosted.subscriptionId);
        subscriptions.set(subscription.id as string, subscription);
        const invoice = paidInvoice(subscription);
        invoices.set(invoice.id as string, invoice);
        hosted.content = { subscription, customer: { id: hosted.customerId }, invoice };
      }
      hosted.state = 'succeeded';
      const redirect = new URL(hosted.redirect_url);
      redirect.searchParams.set('id', hosted.id);
      redirect.searchParams.set('state', 'succeeded');
      return redirect.toString();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}
