// The runtime's hand-written event check agrees with the server's AnalyticsEventSchema.
import fc from 'fast-check';
import { ANALYTICS_EVENT_TYPES, AnalyticsEventSchema } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import { checkedEvent } from './analytics-event.ts';

const FIELDS = [
  'pageId',
  'attributeId',
  'optionId',
  'elementId',
  'item',
  'currency',
  'value',
  'label',
  'extra',
];
const fieldValue = fc.oneof(
  fc.constantFrom(
    '',
    'a',
    'EUR',
    'eur',
    'x'.repeat(200),
    'x'.repeat(201),
    0,
    12.5,
    -1,
    2e12,
    Number.NaN,
    null,
    true,
  ),
  fc.string({ maxLength: 3 }),
);
const event = fc.record(
  {
    type: fc.constantFrom(...ANALYTICS_EVENT_TYPES, 'toString', 'other'),
    at: fc.constantFrom(new Date(0).toISOString(), '2026-05-01T10:00:00+02:00', 'yesterday'),
    ...Object.fromEntries(FIELDS.map((field) => [field, fieldValue])),
  },
  { requiredKeys: ['type'] },
);

describe('checkedEvent', () => {
  it('accepts and keeps exactly what AnalyticsEventSchema does', () => {
    fc.assert(
      fc.property(event, (raw) => {
        const zod = AnalyticsEventSchema.safeParse(raw);
        const checked = checkedEvent(raw);
        expect(checked !== null).toBe(zod.success);
        if (checked && zod.success) expect(checked).toEqual(zod.data);
      }),
      { numRuns: 3000 },
    );
  });

  it('drops unknown fields and refuses a price without a currency code', () => {
    expect(checkedEvent({ type: 'page_view', pageId: 'home', extra: 1 })).toEqual({
      type: 'page_view',
      pageId: 'home',
    });
    expect(checkedEvent({ type: 'price_shown', currency: 'eur', value: 3 })).toBeNull();
  });
});
