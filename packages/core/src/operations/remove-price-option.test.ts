import { describe, expect, it } from 'vitest';
import { addPriceOption } from './add-price-option.ts';
import { setupProject } from './fixtures.ts';
import { availablePriceCurrencies, ownerPriceOptions } from './price-options.ts';
import { removePriceOption } from './remove-price-option.ts';

describe('removePriceOption', () => {
  it('removes a currency, which becomes available again', () => {
    const { doc } = setupProject();
    addPriceOption(doc, { ownerId: 'opt', currencyCode: 'INR', value: 1 });
    expect(availablePriceCurrencies(doc, 'opt')).toEqual([]);
    expect(removePriceOption(doc, { ownerId: 'opt', currencyCode: 'INR' })).toBe(true);
    expect(removePriceOption(doc, { ownerId: 'opt', currencyCode: 'INR' })).toBe(false);
    expect(removePriceOption(doc, { ownerId: 'none', currencyCode: 'INR' })).toBe(false);
    expect(ownerPriceOptions(doc, 'opt')).toEqual([]);
    expect(availablePriceCurrencies(doc, 'opt')).toEqual(['INR']);
  });
});
