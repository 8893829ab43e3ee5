// CurrencyLabel: the active currency as symbol, code or both.
import type { RenderProps } from '../render/types.ts';
import type { currencyLabelMeta } from './currency-label.meta.ts';
import { useRuntime } from '../render/context.ts';
import { currencySymbol } from '../runtime/commerce.ts';

export function CurrencyLabel({ props, style, attributes }: RenderProps<typeof currencyLabelMeta>) {
  const { currency } = useRuntime();
  const symbol = currencySymbol(currency);
  const label =
    props.display === 'code' ? currency : props.display === 'both' ? `${symbol} ${currency}` : symbol;
  return (
    <span {...attributes} style={style}>
      {label}
    </span>
  );
}
