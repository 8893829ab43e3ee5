import { describe, expect, it } from 'vitest';
import type { PlanPrice } from '../../api/billing.ts';
import { monthlyMinor, planText } from './billing-format.ts';

const price = (period_unit: PlanPrice['period_unit'], amount: number): PlanPrice => ({
  id: 'p',
  item_id: 'Plan',
  price: amount,
  period_unit,
  currency_code: 'INR',
});

describe('billing display', () => {
  it('shows yearly prices per month', () => {
    expect(monthlyMinor(price('year', 1200000))).toBe(100000);
    expect(monthlyMinor(price('month', 120000))).toBe(120000);
  });

  it('names the plan from the first and third parts of the item price id', () => {
    expect(planText('Pro-INR-Monthly')).toBe('Pro monthly');
    expect(planText('Growth-USD-Yearly')).toBe('Growth yearly');
    expect(planText(null)).toBeNull();
  });
});
