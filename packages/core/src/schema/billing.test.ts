import { describe, expect, it } from 'vitest';
import { PlanSchema, subscriptionPlanName } from './billing.ts';
import { ReleaseSchema } from './release.ts';
import { UserProfileUpdateSchema } from './user.ts';

describe('billing, release and user schemas', () => {
  it('names a subscription plan from the first and lowercased third segment', () => {
    expect(subscriptionPlanName('Commercial-INR-Monthly')).toBe('Commercial monthly');
    expect(subscriptionPlanName('business')).toBe('business');
  });

  it('validates plans, releases and profile updates', () => {
    expect(
      PlanSchema.safeParse({
        id: 'p',
        name: 'Commercial',
        item_family_id: 'commercial',
        metadata: { 'no-of-products': '5' },
        prices: [{ id: 'x', item_id: 'p', price: 100, period_unit: 'month', currency_code: 'INR' }],
      }).success,
    ).toBe(true);
    expect(
      PlanSchema.safeParse({ id: 'p', name: 'X', item_family_id: 'hobby', metadata: {}, prices: [] }).success,
    ).toBe(false);
    expect(
      ReleaseSchema.safeParse({ version: '1.0.1', description: 'x', releasedAt: '2026-01-01T00:00:00Z' })
        .success,
    ).toBe(true);
    expect(
      ReleaseSchema.safeParse({ version: '1.0', description: 'x', releasedAt: '2026-01-01T00:00:00Z' })
        .success,
    ).toBe(false);
    expect(UserProfileUpdateSchema.safeParse({ phone: '9876543210' }).success).toBe(true);
    expect(UserProfileUpdateSchema.safeParse({ phone: '98765' }).success).toBe(false);
  });
});
