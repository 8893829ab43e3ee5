import { describe, expect, it } from 'vitest';
import { currencySymbol, formatNumber, formatPrice, roundPrice, toMinorUnits } from './format-number.ts';

describe('formatNumber', () => {
  it('uses two decimals and groups thousands or lakhs', () => {
    expect(formatNumber(0)).toBe('0.00');
    expect(formatNumber(999.999)).toBe('1,000.00');
    expect(formatNumber(1234567.891)).toBe('1,234,567.89');
    expect(formatNumber(1234567.891, { grouping: 'lakh' })).toBe('12,34,567.89');
    expect(formatNumber(123456789, { grouping: 'lakh' })).toBe('12,34,56,789.00');
    expect(formatNumber(-1500, { grouping: 'lakh' })).toBe('-1,500.00');
    expect(formatNumber(-0.001)).toBe('0.00');
    expect(formatNumber(12, { decimalScale: 0 })).toBe('12');
    expect(formatNumber(Number.NaN)).toBe('');
  });
});

describe('formatPrice', () => {
  it('divides minor units by 100 and picks the symbol and grouping from the currency', () => {
    expect(formatPrice(123456700, 'INR')).toBe('₹12,34,567.00');
    expect(formatPrice(123456700, 'USD')).toBe('$1,234,567.00');
    expect(formatPrice(99, 'usd')).toBe('$0.99');
    expect(formatPrice(150000, 'EUR')).toBe('₹1,500.00');
    expect(formatPrice(-2500, 'USD')).toBe('-$25.00');
    expect(formatPrice(1999, 'USD')).toBe('$19.99');
    expect(formatPrice(12345678, 'INR')).toBe('₹1,23,456.78');
    expect(currencySymbol('INR')).toBe('₹');
  });

  it('leaves the symbol out when asked, keeping the sign and the grouping', () => {
    expect(formatPrice(123456700, 'INR', { showSymbol: false })).toBe('12,34,567.00');
    expect(formatPrice(-2500, 'USD', { showSymbol: false })).toBe('-25.00');
    expect(formatPrice(-0.4, 'USD')).toBe('$0.00');
  });

  it('turns the major units the document stores into minor units', () => {
    expect(toMinorUnits(1234.5)).toBe(123450);
    expect(formatPrice(toMinorUnits(1234.5), 'USD')).toBe('$1,234.50');
    expect(toMinorUnits(0.1 + 0.2)).toBe(30);
    expect(toMinorUnits(-19.99)).toBe(-1999);
    expect(roundPrice(129.999)).toBe(130);
    expect(roundPrice(0.1 + 0.2)).toBe(0.3);
  });
});
