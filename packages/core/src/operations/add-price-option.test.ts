import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { projectMap } from '../document/access.ts';
import { readProject } from '../document/read-project.ts';
import { addPriceOption } from './add-price-option.ts';
import { setupProject } from './fixtures.ts';
import { availablePriceCurrencies } from './price-options.ts';

describe('addPriceOption', () => {
  it('uses each currency once per owner', () => {
    const { doc } = setupProject();
    doc.transact(() => (projectMap(doc).get('currencies') as Y.Array<string>).push(['USD']));
    expect(availablePriceCurrencies(doc, 'opt')).toEqual(['INR', 'USD']);
    addPriceOption(doc, { ownerId: 'opt', currencyCode: 'INR', value: 1500 });
    expect(() => addPriceOption(doc, { ownerId: 'opt', currencyCode: 'INR', value: 1 })).toThrow(
      'Currency INR is already used in the price options',
    );
    addPriceOption(doc, { ownerId: 'opt', currencyCode: 'USD', value: 20 });
    addPriceOption(doc, { ownerId: 'other', currencyCode: 'INR', value: 5 });
    expect(availablePriceCurrencies(doc, 'opt')).toEqual([]);
    expect(readProject(doc).priceOptions).toEqual({
      opt: [
        { currencyCode: 'INR', value: 1500 },
        { currencyCode: 'USD', value: 20 },
      ],
      other: [{ currencyCode: 'INR', value: 5 }],
    });
    expect(() => addPriceOption(doc, { ownerId: 'opt', currencyCode: 'inr', value: 1 })).toThrow(
      /3 capital letters/,
    );
  });

  it('reads one price per currency after concurrent adds of the same currency', () => {
    const { doc } = setupProject();
    const other = new Y.Doc();
    Y.applyUpdate(other, Y.encodeStateAsUpdate(doc));
    addPriceOption(doc, { ownerId: 'opt', currencyCode: 'INR', value: 1 });
    addPriceOption(other, { ownerId: 'opt', currencyCode: 'INR', value: 2 });
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(other));
    Y.applyUpdate(other, Y.encodeStateAsUpdate(doc));
    expect(readProject(doc).priceOptions.opt).toHaveLength(1);
    expect(readProject(doc).priceOptions).toEqual(readProject(other).priceOptions);
  });
});
