// TotalPrice: base price plus the prices of the selected attribute options, in the active currency.
import { formatPrice, toMinorUnits } from '@vitrine/core';
import type { RenderProps } from '../render/types.ts';
import type { totalPriceMeta } from './total-price.meta.ts';
import { useProject, useRuntime } from '../render/context.ts';
import { totalPrice } from '../runtime/commerce.ts';
import { useShownEvent } from '../runtime/shown-event.ts';
import { text } from './dom-events.ts';

export function TotalPrice({ props, style, attributes }: RenderProps<typeof totalPriceMeta>) {
  const project = useProject();
  const { selection, currency, track } = useRuntime();
  const only = text(props.attributes)
    .split(',')
    .map((slug) => slug.trim())
    .filter(Boolean);
  const total = (Number(props.basePrice) || 0) + totalPrice(project, selection, currency, only);
  // Each amount the visitor is shown is worth knowing (which configurations people look at).
  useShownEvent(Number.isFinite(total) ? { type: 'price_shown', currency, value: total } : null, track);
  return (
    <span {...attributes} style={style}>
      {formatPrice(toMinorUnits(total), currency, { showSymbol: props.showSymbol !== false })}
    </span>
  );
}
