import { describe, expect, it } from 'vitest';
import type { Plan } from './billing.ts';
import { describeProjectLimit, nextPlanAbove, planLimits, planOfItemPrice } from './plan-rules.ts';

const plan = (id: string, monthlyInr: number): Plan => ({
  id,
  name: id,
  item_family_id: 'commercial',
  metadata: {},
  prices: [
    { id: `${id}-INR-Monthly`, item_id: id, price: monthlyInr, period_unit: 'month', currency_code: 'INR' },
    {
      id: `${id}-USD-Monthly`,
      item_id: id,
      price: monthlyInr / 50,
      period_unit: 'month',
      currency_code: 'USD',
    },
  ],
});

describe('plan rules', () => {
  it('reads limits from metadata strings, allowing the least when unsure', () => {
    expect(planLimits({ 'no-of-products': '5', 'are-products-publishable': 'true' })).toEqual({
      publishable: true,
      maxPublishedProjects: 5,
      whiteLabel: false,
    });
    expect(planLimits({ 'no-of-products': 'Unlimited', 'white-label': 'true' })).toEqual({
      publishable: false,
      maxPublishedProjects: null,
      whiteLabel: true,
    });
    expect(planLimits({ 'no-of-products': 'many' }).maxPublishedProjects).toBe(0);
    expect(planLimits(undefined)).toEqual({ publishable: false, maxPublishedProjects: 0, whiteLabel: false });
  });

  it('names a project limit', () => {
    expect(describeProjectLimit(1)).toBe('1 published project');
    expect(describeProjectLimit(5)).toBe('5 published projects');
    expect(describeProjectLimit(null)).toBe('unlimited published projects');
  });

  it('offers the cheapest plan above the current one as the upgrade', () => {
    const plans = [plan('Scale', 500), plan('Starter', 100), plan('Growth', 300)];
    expect(nextPlanAbove(plans, undefined, 'month', 'INR')?.id).toBe('Starter');
    expect(nextPlanAbove(plans, plans[1], 'month', 'INR')?.id).toBe('Growth');
    expect(nextPlanAbove(plans, plans[2], 'month', 'USD')?.id).toBe('Scale');
    expect(nextPlanAbove(plans, plans[0], 'month', 'INR')).toBeUndefined();
    expect(nextPlanAbove(plans, plans[0], 'year', 'INR')).toBeUndefined();
  });

  it('finds the plan of an item price', () => {
    const plans = [plan('Starter', 100), plan('Growth', 300)];
    expect(planOfItemPrice(plans, 'Growth-USD-Monthly')?.id).toBe('Growth');
    expect(planOfItemPrice(plans, 'Nope-INR-Monthly')).toBeUndefined();
  });
});
