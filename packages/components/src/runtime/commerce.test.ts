import fc from 'fast-check';
import { numericFormatter } from 'react-number-format';
import { describe, expect, it } from 'vitest';
import { formatPrice, toMinorUnits } from '@vitrine/core';
import { currencySymbol, formatNumber, initialSelection, totalPrice } from './commerce.ts';
import type { ProjectJson } from '../model/project-json.ts';

const doc: ProjectJson = {
  currencies: ['INR', 'USD'],
  attributes: {
    size: {
      id: 'size',
      slug: 'size',
      options: [
        { id: 's', slug: 's' },
        { id: 'l', slug: 'l' },
      ],
      default: 'l',
    },
    finish: { id: 'finish', slug: 'finish', options: [{ id: 'matte', slug: 'matte' }] },
  },
  priceOptions: {
    s: [{ currencyCode: 'INR', value: 500 }],
    l: [
      { currencyCode: 'INR', value: 99999.99 },
      { currencyCode: 'USD', value: 999.5 },
    ],
    matte: [
      { currencyCode: 'INR', value: 23456.01 },
      { currencyCode: 'USD', value: 250 },
    ],
  },
};

describe('commerce', () => {
  it('uses $ for USD and ₹ otherwise', () => {
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('INR')).toBe('₹');
    expect(currencySymbol('EUR')).toBe('₹');
  });

  it('formats with two decimals, lakh grouping for INR and thousands for USD', () => {
    expect(formatPrice(toMinorUnits(12345678.9), 'INR')).toBe('₹1,23,45,678.90');
    expect(formatPrice(toMinorUnits(12345678.9), 'USD')).toBe('$12,345,678.90');
    expect(formatPrice(toMinorUnits(0), 'INR')).toBe('₹0.00');
    // SPEC §9: lakh grouping unless the component says otherwise.
    expect(formatNumber(1234567.5)).toBe('12,34,567.50');
    expect(formatNumber(1234567.5, { grouping: 'thousand' })).toBe('1,234,567.50');
    expect(formatNumber(1234.5, { grouping: 'lakh', decimalScale: 0 })).toBe('1,235');
    expect(formatNumber(1234.5, { grouping: 'none' })).toBe('1234.50');
  });

  it('sums the selected options in the active currency', () => {
    const selection = initialSelection(doc);
    expect(selection).toEqual({ size: 'l', finish: 'matte' });
    expect(totalPrice(doc, selection, 'INR')).toBe(123456);
    expect(formatPrice(toMinorUnits(totalPrice(doc, selection, 'INR')), 'INR')).toBe('₹1,23,456.00');
    expect(totalPrice(doc, selection, 'USD')).toBe(1249.5);
    expect(formatPrice(toMinorUnits(totalPrice(doc, selection, 'USD')), 'USD')).toBe('$1,249.50');
    expect(totalPrice(doc, { ...selection, size: 's' }, 'USD')).toBe(250);
    expect(totalPrice(doc, selection, 'INR', ['size'])).toBe(99999.99);
  });
});

describe('formatNumber with wan grouping', () => {
  it('groups as react-number-format does', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e15, max: 1e15, noNaN: true }),
        fc.integer({ min: 0, max: 4 }),
        (value, scale) => {
          expect(formatNumber(value, { grouping: 'wan', decimalScale: scale })).toBe(
            numericFormatter(value.toFixed(scale), {
              thousandSeparator: ',',
              thousandsGroupStyle: 'wan',
              decimalScale: scale,
            }),
          );
        },
      ),
      { numRuns: 2000 },
    );
  });
});
