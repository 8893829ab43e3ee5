// NumberFormat: a number with grouping (thousand or lakh) and a fixed decimal scale.
import type { RenderProps } from '../render/types.ts';
import type { numberFormatMeta } from './number-format.meta.ts';
import { formatNumber } from '../runtime/commerce.ts';
import { text } from './dom-events.ts';

export function NumberFormat({ props, style, attributes }: RenderProps<typeof numberFormatMeta>) {
  const value = Number(props.value);
  return (
    <span {...attributes} style={style}>
      {formatNumber(Number.isFinite(value) ? value : 0, {
        grouping: props.grouping ?? undefined,
        decimalScale: Number(props.decimalScale ?? 2),
        prefix: text(props.prefix),
        suffix: text(props.suffix),
      })}
    </span>
  );
}
