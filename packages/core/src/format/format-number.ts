// Number and price formatting: two decimals, ',' between groups, '.' before decimals; Indian
// (lakh) grouping for INR (12,34,567.00), thousands grouping otherwise (1,234,567.00). Prices
// arrive in minor units and are divided by 100; '$' for USD, '₹' for everything else. formatPrice is
// the one price formatter of every workspace; toMinorUnits is where the document's major units
// (price options, TotalPrice's basePrice, the cart's basePrice, price_shown and add_to_cart values,
// the templates) become its minor units. Minor units are stored only where the billing provider
// keeps them (plans, invoices: SPEC §3, §9). docs/prices.md says which is where.
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

export interface PriceFormatOptions {
  /** Whether the currency symbol leads (default true); without it only the grouped amount shows. */
  showSymbol?: boolean;
}

/** A price from minor units: formatPrice(123456700, 'INR') → '₹12,34,567.00'. */
export function formatPrice(
  minorUnits: number,
  currencyCode: string,
  options: PriceFormatOptions = {},
): string {
  const text = formatNumber(minorUnits / PRICE_MINOR_UNITS, { grouping: groupingFor(currencyCode) });
  const symbol = options.showSymbol === false ? '' : currencySymbol(currencyCode);
  // The sign leads the symbol: -$25.00.
  return text.startsWith('-') ? `-${symbol}${text.slice(1)}` : `${symbol}${text}`;
}

/**
 * Major units → minor units. The document stores price option values in major units, as authors
 * type them in the Price control (so do TotalPrice's basePrice and the price_shown events made of
 * them): this is where such an amount becomes what formatPrice takes. toMinorUnits(1234.5) → 123450.
 */
export function toMinorUnits(majorUnits: number): number {
  return Math.round(majorUnits * PRICE_MINOR_UNITS);
}

/** A typed price as the document stores it: major units, two decimals. roundPrice(129.999) → 130. */
export function roundPrice(majorUnits: number): number {
  return toMinorUnits(majorUnits) / PRICE_MINOR_UNITS;
}
