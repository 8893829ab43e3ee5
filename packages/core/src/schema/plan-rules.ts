// The rules of plans that the server enforces and the account screens show: what a plan's metadata
// allows, and which plan is the upgrade (SPEC §9: the plan next above the current in ascending price).
import type { PlanMetadata } from './billing.ts';

/** The parts of a plan these rules read (the server's Plan, or the web app's looser parse of it). */
interface PricedPlan {
  id: string;
  prices: ReadonlyArray<{ id: string; price: number; period_unit: string; currency_code: string }>;
}

interface PlanLimits {
  publishable: boolean;
  /** How many projects may be published at once; null means no limit. */
  maxPublishedProjects: number | null;
  whiteLabel: boolean;
}

/** Reads a plan's metadata strings; anything missing or unreadable allows the least. */
export function planLimits(metadata: PlanMetadata | undefined): PlanLimits {
  const products = metadata?.['no-of-products']?.trim().toLowerCase();
  const count = products === undefined ? 0 : Number(products);
  return {
    publishable: metadata?.['are-products-publishable'] === 'true',
    maxPublishedProjects: products === 'unlimited' || count < 0 ? null : Number.isInteger(count) ? count : 0,
    whiteLabel: metadata?.['white-label'] === 'true',
  };
}

/** 'one published project', '5 published projects', 'unlimited published projects'. */
export function describeProjectLimit(max: number | null): string {
  if (max === null) return 'unlimited published projects';
  return `${max} published project${max === 1 ? '' : 's'}`;
}

/** The price of a plan for a period and currency, if the plan has one. */
export const planPrice = <P extends PricedPlan>(
  plan: P,
  period: string,
  currency: string,
): P['prices'][number] | undefined =>
  plan.prices.find((price) => price.period_unit === period && price.currency_code === currency);

/** The plan whose price includes this item price id. */
export const planOfItemPrice = <P extends PricedPlan>(plans: P[], itemPriceId: string): P | undefined =>
  plans.find((plan) => plan.prices.some((price) => price.id === itemPriceId));

/**
 * The plan offered as the upgrade among those shown (one period and currency): the cheapest one
 * priced above the current plan's price in that period and currency. Without a current plan (the free
 * tier), the cheapest plan shown.
 */
export function nextPlanAbove<P extends PricedPlan>(
  shown: P[],
  current: P | undefined,
  period: string,
  currency: string,
): P | undefined {
  const currentPrice = current ? (planPrice(current, period, currency)?.price ?? null) : 0;
  if (currentPrice === null) return undefined;
  return shown
    .filter((plan) => plan.id !== current?.id)
    .map((plan) => ({ plan, price: planPrice(plan, period, currency)?.price }))
    .filter((entry): entry is { plan: P; price: number } => entry.price !== undefined)
    .filter((entry) => entry.price > currentPrice)
    .sort((a, b) => a.price - b.price)[0]?.plan;
}
