// TotalPrice: base price plus the prices of the selected attribute options, in the active currency.
import type { ElementRenderProps } from '../render/types.ts';
import { useProject, useRuntime } from '../render/context.ts';
import { formatPrice, totalPrice } from '../runtime/commerce.ts';
import { text } from './dom-events.ts';

export function TotalPrice({ props, style, attributes }: ElementRenderProps) {
  const project = useProject();
  const { selection, currency } = useRuntime();
  const only = text(props.attributes)
    .split(',')
    .map((slug) => slug.trim())
    .filter(Boolean);
  const total = (Number(props.basePrice) || 0) + totalPrice(project, selection, currency, only);
  return (
    <span {...attributes} style={style}>
      {formatPrice(total, currency, props.showSymbol !== false)}
    </span>
  );
}
