// NumberFormat's definition (its renderer: number-format.tsx).
import { NUMBER_FORMAT_GROUPING } from '@vitrine/core';
import { defineComponent } from '../registry/define-component.ts';
import { number, select, string } from '../registry/props.ts';

export const numberFormatMeta = defineComponent({
  name: 'NumberFormat',
  displayName: 'Number format',
  icon: 'IconNumber',
  group: 'Typography',
  description: 'A number with lakh (or thousands) grouping and a fixed decimal scale.',
  renderer: ['dom'],
  props: [
    number('value', 'Value', 0),
    number('decimalScale', 'Decimal places', 2, { min: 0, max: 10, step: 1 }),
    select('grouping', 'Grouping', ['thousand', 'lakh', 'wan', 'none'], NUMBER_FORMAT_GROUPING),
    string('prefix', 'Prefix', ''),
    string('suffix', 'Suffix', ''),
  ],
});
