import { describe, expect, it } from 'vitest';
import type { Plan } from '../../api/billing.ts';
import { formatPrice, monthlyMinor, priceFor, subscriptionPlanName } from './billing-format.ts';

const plan: Plan = {
  id: 'pro',
  name: 'Pro',
  item_family_id: 'commercial',
  prices: [
    { id: 'p1', price: 120000, period_unit: 'month', currency_code: 'INR' },
    { id: 'p2', price: 1200000, period_unit: 'year', currency_code: 'INR' },
    { id: 'p3', price: 1999, period_unit: 'month', currency_code: 'USD' },
  ],
};

describe('billing display', () => {
  it('shows minor units with the currency symbol', () => {
    expect(formatPrice(1999, 'USD')).toBe('$19.99');
    expect(formatPrice(12345678, 'INR')).toBe('₹1,23,456.78');
    expect(formatPrice(500, null)).toBe('₹5.00');
  });

  it('picks the price for period and currency, yearly shown per month', () => {
    expect(priceFor(plan, 'month', 'USD')?.id).toBe('p3');
    expect(priceFor(plan, 'year', 'USD')).toBeUndefined();
    expect(monthlyMinor(priceFor(plan, 'year', 'INR')!)).toBe(100000);
    expect(monthlyMinor(priceFor(plan, 'month', 'INR')!)).toBe(120000);
  });

  it('names the plan from the first and third parts of the item price id', () => {
    expect(subscriptionPlanName([{ subscription_items: [{ item_price_id: 'Pro-INR-Monthly' }] }])).toBe(
      'Pro monthly',
    );
    expect(subscriptionPlanName([])).toBeNull();
  });
});
