import { describe, expect, it } from 'vitest';
import { readProject } from '../document/read-project.ts';
import { addProjectCurrency } from './add-project-currency.ts';
import { setupProject } from './fixtures.ts';
import { availablePriceCurrencies } from './price-options.ts';

describe('addProjectCurrency', () => {
  it('adds each currency once', () => {
    const { doc } = setupProject();
    addProjectCurrency(doc, { currencyCode: 'USD' });
    expect(readProject(doc).currencies).toEqual(['INR', 'USD']);
    expect(availablePriceCurrencies(doc, 'x')).toEqual(['INR', 'USD']);
    expect(() => addProjectCurrency(doc, { currencyCode: 'USD' })).toThrow(
      'Currency USD is already in the project',
    );
    expect(() => addProjectCurrency(doc, { currencyCode: 'usd' })).toThrow(/3 capital letters/);
  });
});
