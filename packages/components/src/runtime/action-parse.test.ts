// parseAction (no zod, run by the published page) reads authored actions as PageActionSchema does.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PageActionSchema } from './action-schema.ts';
import { parseAction } from './run-action.ts';

const TYPES = [
  'setState',
  'toggleState',
  'goToPage',
  'openUrl',
  'selectAttributeOption',
  'selectVariant',
  'setCurrency',
  'focusPointOfInterest',
  'addToCart',
  'unknown',
];
const FIELDS = [
  'name',
  'value',
  'expression',
  'pageId',
  'url',
  'newTab',
  'attributeId',
  'optionId',
  'elementId',
  'item',
  'currencyCode',
  'productId',
  'quantity',
  'basePrice',
];
const fieldValue = fc.oneof(
  fc.constantFrom('', ' ', 'a', ' p-1 ', 0, 1, 2, 1.5, -1, Number.NaN, Infinity, true, false, null),
  fc.string({ maxLength: 4 }),
  fc.integer({ min: -3, max: 5 }),
);
const action = fc.record(
  {
    type: fc.constantFrom(...TYPES),
    ...Object.fromEntries(FIELDS.map((field) => [field, fieldValue])),
  },
  { requiredKeys: ['type'] },
);

describe('parseAction', () => {
  it('accepts and reads exactly what PageActionSchema does', () => {
    fc.assert(
      fc.property(action, (raw) => {
        const zod = PageActionSchema.safeParse(raw);
        const parsed = parseAction(raw);
        expect(parsed.ok).toBe(zod.success);
        if (parsed.ok && zod.success) expect(parsed.action).toEqual(zod.data);
      }),
      { numRuns: 3000 },
    );
  });

  it('names what is wrong', () => {
    expect(parseAction(null)).toEqual({ ok: false, error: 'an action must be an object' });
    expect(parseAction({ type: 'goToPage' })).toEqual({ ok: false, error: 'pageId must be a string' });
    expect(parseAction({ type: 'addToCart', productId: 'p', quantity: 0 })).toEqual({
      ok: false,
      error: 'quantity must be a whole number from 1',
    });
    expect(parseAction({ type: 'launch' })).toEqual({ ok: false, error: 'unknown action type "launch"' });
  });

  it('applies the defaults', () => {
    expect(parseAction({ type: 'openUrl', url: '/next' })).toEqual({
      ok: true,
      action: { type: 'openUrl', url: '/next', newTab: false },
    });
    expect(parseAction({ type: 'addToCart', productId: ' p-1 ' })).toEqual({
      ok: true,
      action: { type: 'addToCart', productId: 'p-1', quantity: 1 },
    });
  });
});
