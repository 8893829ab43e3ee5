// Billing display rules of SPEC §9: prices in minor units, '$' for USD else '₹', yearly shown per
// month, the plan name of a subscription from its item price id 'a-b-c' (first and third parts).
import type { Plan, PlanPrice, Subscription } from '../../api/billing.ts';

export type Currency = 'INR' | 'USD';
export type Period = 'month' | 'year';
export type PlanFamily = 'commercial' | 'business';

export const currencySymbol = (currency: string | null | undefined) => (currency === 'USD' ? '$' : '₹');

/** Minor units → a display amount with its symbol (two decimals, lakh grouping for INR). */
export function formatPrice(minor: number, currency: string | null | undefined): string {
  const locale = currency === 'USD' ? 'en-US' : 'en-IN';
  const amount = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    minor / 100,
  );
  return `${currencySymbol(currency)}${amount}`;
}

export function priceFor(plan: Plan, period: Period, currency: Currency): PlanPrice | undefined {
  return plan.prices.find((price) => price.period_unit === period && price.currency_code === currency);
}

/** The monthly figure shown on a plan card: yearly prices are shown per month. */
export const monthlyMinor = (price: PlanPrice) =>
  price.period_unit === 'year' ? price.price / 12 : price.price;

export function subscriptionPlanName(subscriptions: Subscription[]): string | null {
  const itemPriceId = subscriptions[0]?.subscription_items[0]?.item_price_id;
  if (!itemPriceId) return null;
  const [first, , third] = itemPriceId.split('-');
  return [first, third?.toLowerCase()].filter(Boolean).join(' ') || null;
}
