// Number and price formatting: two decimals, ',' between groups, '.' before decimals; Indian
// (lakh) grouping for INR (12,34,567.00), thousands grouping otherwise (1,234,567.00). Prices
// arrive in minor units and are divided by 100; '$' for USD, '₹' for everything else.
import {
  DECIMAL_SEPARATOR,
  NUMBER_DECIMAL_SCALE,
  PRICE_MINOR_UNITS,
  THOUSANDS_SEPARATOR,
} from '../constants.ts';

export type Grouping = 'lakh' | 'thousand';

export interface NumberFormatOptions {
  grouping?: Grouping;
  decimalScale?: number;
}

function groupDigits(digits: string, grouping: Grouping): string {
  if (digits.length <= 3) return digits;
  const last = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const size = grouping === 'lakh' ? 2 : 3;
  const groups: string[] = [];
  for (let end = rest.length; end > 0; end -= size) groups.unshift(rest.slice(Math.max(0, end - size), end));
  return [...groups, last].join(THOUSANDS_SEPARATOR);
}

export function formatNumber(value: number, options: NumberFormatOptions = {}): string {
  const scale = options.decimalScale ?? NUMBER_DECIMAL_SCALE;
  if (!Number.isFinite(value)) return '';
  const fixed = Math.abs(value).toFixed(scale);
  const [integer = '0', decimals] = fixed.split('.');
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  const grouped = groupDigits(integer, options.grouping ?? 'thousand');
  return `${sign}${grouped}${decimals ? DECIMAL_SEPARATOR + decimals : ''}`;
}

export function currencySymbol(currencyCode: string): string {
  return currencyCode.toUpperCase() === 'USD' ? '$' : '₹';
}

export function groupingFor(currencyCode: string): Grouping {
  return currencyCode.toUpperCase() === 'INR' ? 'lakh' : 'thousand';
}

/** A price from minor units: formatPrice(123456700, 'INR') → '₹12,34,567.00'. */
export function formatPrice(minorUnits: number, currencyCode: string): string {
  const amount = minorUnits / PRICE_MINOR_UNITS;
  const text = formatNumber(Math.abs(amount), { grouping: groupingFor(currencyCode) });
  return `${amount < 0 ? '-' : ''}${currencySymbol(currencyCode)}${text}`;
}

/** An amount already in major units (price options, totals): formatAmount(1234.5, 'USD') → '$1,234.50'. */
export function formatAmount(amount: number, currencyCode: string): string {
  return formatPrice(Math.round(amount * PRICE_MINOR_UNITS), currencyCode);
}
