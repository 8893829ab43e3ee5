import { describe, expect, it } from 'vitest';
import { readProject } from '../document/read-project.ts';
import { addProjectCurrency } from './add-project-currency.ts';
import { setupProject } from './fixtures.ts';
import { removeProjectCurrency } from './remove-project-currency.ts';

describe('removeProjectCurrency', () => {
  it('removes a currency but keeps the default one', () => {
    const { doc } = setupProject();
    addProjectCurrency(doc, { currencyCode: 'USD' });
    expect(removeProjectCurrency(doc, { currencyCode: 'USD' })).toBe(true);
    expect(removeProjectCurrency(doc, { currencyCode: 'USD' })).toBe(false);
    expect(() => removeProjectCurrency(doc, { currencyCode: 'INR' })).toThrow(
      "Currency INR is the project's default currency",
    );
    expect(readProject(doc).currencies).toEqual(['INR']);
  });
});
