// Metadata of the commerce components: prices of the selected attribute options per currency.
import { boolean, number, select, string } from './props.ts';
import type { ComponentMetaInput } from './schema.ts';

export const COMMERCE_COMPONENTS: ComponentMetaInput[] = [
  {
    name: 'TotalPrice',
    displayName: 'Total price',
    icon: 'IconReceipt',
    group: 'Commerce',
    description:
      'The sum of the prices of the selected attribute options in the active currency, plus a base price.',
    renderer: ['dom'],
    props: [
      number('basePrice', 'Base price', 0, { min: 0 }),
      string('attributes', 'Only attributes (comma-separated slugs)', ''),
      boolean('showSymbol', 'Show currency symbol', true),
    ],
  },
  {
    name: 'CurrencyLabel',
    displayName: 'Currency label',
    icon: 'IconCurrencyRupee',
    group: 'Commerce',
    description: 'The active currency as its symbol or code.',
    renderer: ['dom'],
    props: [select('display', 'Display', ['symbol', 'code', 'both'], 'symbol')],
  },
];
