// CurrencyLabel's definition (its renderer: currency-label.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { select } from '../registry/props.ts';

export const currencyLabelMeta = defineComponent({
  name: 'CurrencyLabel',
  displayName: 'Currency label',
  icon: 'IconCurrencyRupee',
  group: 'Commerce',
  description: 'The active currency as its symbol or code.',
  renderer: ['dom'],
  props: [select('display', 'Display', ['symbol', 'code', 'both'], 'symbol')],
});
