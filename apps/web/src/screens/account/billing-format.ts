// Billing display rules of SPEC §9: prices in minor units (shown by core's formatPrice: '$' for USD
// else '₹'), yearly shown per month, the plan name of a subscription from its item price id 'a-b-c'
// (first and third parts).
import { subscriptionPlanName } from '@vitrine/core';
import type { PlanPrice } from '../../api/billing.ts';

export type Currency = 'INR' | 'USD';
export type Period = 'month' | 'year';
export type PlanFamily = 'commercial' | 'business';

/** The monthly figure shown on a plan card: yearly prices are shown per month. */
export const monthlyMinor = (price: PlanPrice) =>
  price.period_unit === 'year' ? price.price / 12 : price.price;

/** The current plan text: 'Starter-INR-Monthly' reads 'Starter monthly'; no subscription, null. */
export function planText(itemPriceId: string | null | undefined): string | null {
  return itemPriceId ? subscriptionPlanName(itemPriceId) || null : null;
}
