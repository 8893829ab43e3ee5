// TotalPrice's definition (its renderer: total-price.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { boolean, number, string } from '../registry/props.ts';

export const totalPriceMeta = defineComponent({
  name: 'TotalPrice',
  displayName: 'Total price',
  icon: 'IconReceipt',
  group: 'Commerce',
  description:
    'The sum of the prices of the selected attribute options in the active currency, plus a base price (in the currency’s main unit: 4999 is ₹4,999.00).',
  renderer: ['dom'],
  props: [
    // In the currency's main unit with two decimals, like price options: 4999 shows ₹4,999.00.
    number('basePrice', 'Base price', 0, { min: 0, step: 0.01 }),
    string('attributes', 'Only attributes (comma-separated slugs)', ''),
    boolean('showSymbol', 'Show currency symbol', true),
  ],
});
