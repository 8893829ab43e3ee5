import { describe, expect, it } from 'vitest';
import { readProject } from '../document/read-project.ts';
import { addPriceOption } from './add-price-option.ts';
import { setupProject } from './fixtures.ts';
import { setPriceOptionValue } from './set-price-option-value.ts';

describe('setPriceOptionValue', () => {
  it('changes the value of one currency in place', () => {
    const { doc } = setupProject();
    addPriceOption(doc, { ownerId: 'opt', currencyCode: 'INR', value: 1 });
    addPriceOption(doc, { ownerId: 'opt', currencyCode: 'USD', value: 2 });
    setPriceOptionValue(doc, { ownerId: 'opt', currencyCode: 'INR', value: 10 });
    expect(readProject(doc).priceOptions.opt).toEqual([
      { currencyCode: 'INR', value: 10 },
      { currencyCode: 'USD', value: 2 },
    ]);
    expect(() => setPriceOptionValue(doc, { ownerId: 'opt', currencyCode: 'EUR', value: 1 })).toThrow(
      'No price option for EUR',
    );
    expect(() =>
      setPriceOptionValue(doc, { ownerId: 'opt', currencyCode: 'INR', value: Number.NaN }),
    ).toThrow('Price must be a number');
  });
});
