// Shared steps of the billing tests (and of other tests and benches that publish): buying a plan as
// an owner does (the checkout API, then the hosted checkout form with a test card), and the
// webhook's basic-auth header.
import { request } from './harness.ts';

type Server = { url: string };
/** Any signed-in caller: a test user, or a token taken from a browser session. */
type Caller = { token: string };

export const GOOD_CARD = { name: 'Asha Rao', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
export const DECLINED_CARD = { ...GOOD_CARD, number: '4000 0000 0000 0002' };

/** Opens a checkout for the item price; answers the hosted page's path. */
export async function openCheckout(server: Server, user: Caller, itemPriceId: string, teamId?: string) {
  const res = await request(server, 'POST', '/v2/billing/checkout', {
    token: user.token,
    body: { teamId, itemPriceId },
  });
  if (res.status !== 201) throw new Error(`checkout: ${res.status} ${JSON.stringify(res.body)}`);
  return new URL(res.body.url as string).pathname;
}

/** Submits the hosted checkout form as a browser does. */
export async function submitCard(server: Server, checkoutPath: string, card: Record<string, string>) {
  const response = await fetch(server.url + checkoutPath, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(card).toString(),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location'), text: await response.text() };
}

/** Buys the plan for a team (the user's personal team by default) with a test card. */
export async function subscribe(server: Server, user: Caller, itemPriceId: string, teamId?: string) {
  const paid = await submitCard(server, await openCheckout(server, user, itemPriceId, teamId), GOOD_CARD);
  if (paid.status !== 303) throw new Error(`checkout payment: ${paid.status} ${paid.text}`);
}

/** The plan publishing tests use: no limit on published projects. */
export const UNLIMITED_PLAN = 'Enterprise-INR-Monthly';

export const basicAuth = (username: string, password: string) =>
  `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
