// NumberFormat: a number with grouping (thousand or lakh) and a fixed decimal scale.
import type { ElementRenderProps } from '../render/types.ts';
import { formatNumber, type Grouping } from '../runtime/commerce.ts';
import { text } from './dom-events.ts';

export function NumberFormat({ props, style, attributes }: ElementRenderProps) {
  const value = Number(props.value);
  return (
    <span {...attributes} style={style}>
      {formatNumber(Number.isFinite(value) ? value : 0, {
        grouping: props.grouping as Grouping,
        decimalScale: Number(props.decimalScale ?? 2),
        prefix: text(props.prefix),
        suffix: text(props.suffix),
      })}
    </span>
  );
}
