// NUMBER: a number field clamped to the prop's min and max, with its step; radians props show degrees.
import { CommitInput } from '../commit-input.tsx';
import { numberToShown, shownBounds, shownStep, shownToNumber } from '../prop-values.ts';
import type { ControlProps } from './control-props.ts';

export function NumberControl({ meta, content, disabled, setContent }: ControlProps) {
  const number = typeof content === 'number' ? content : Number(content ?? 0);
  const shown = Number.isFinite(number) ? String(numberToShown(number, meta)) : '';
  const bounds = shownBounds(meta);
  return (
    <CommitInput
      type="number"
      aria-label={meta.label}
      value={shown}
      min={bounds.min}
      max={bounds.max}
      step={shownStep(meta) ?? 'any'}
      disabled={disabled}
      onCommit={(text) => {
        const next = shownToNumber(text, meta);
        if (next !== null) setContent(next);
      }}
    />
  );
}
