// SELECT: one of the metadata's options (numbers stay numbers).
import { FIELD_CLASS } from '../commit-input.tsx';
import type { ControlProps } from './control-props.ts';

export function SelectControl({ meta, content, disabled, setContent }: ControlProps) {
  const options = meta.options ?? [];
  const index = options.findIndex((option) => option.value === content);
  return (
    <select
      aria-label={meta.label}
      className={FIELD_CLASS}
      value={index < 0 ? '' : String(index)}
      disabled={disabled}
      onChange={(event) => {
        const option = options[Number(event.target.value)];
        if (option) setContent(option.value);
      }}
    >
      {index < 0 && <option value="">—</option>}
      {options.map((option, i) => (
        <option key={String(option.value)} value={String(i)}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
