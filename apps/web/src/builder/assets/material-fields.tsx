// Inputs of the material editor: a number with a slider inside SPEC §5's bounds and step, a colour,
// a check box and a select. Each change is one document operation.
import type { ReactNode } from 'react';

export function Row(props: { label: string; children: ReactNode }) {
  return (
    <label className="flex items-center gap-2 px-3 py-1 text-xs">
      <span className="w-24 shrink-0 truncate text-neutral-600" title={props.label}>
        {props.label}
      </span>
      <span className="flex min-w-0 flex-1 items-center gap-1">{props.children}</span>
    </label>
  );
}

export function NumberField(props: {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange(value: number): void;
}) {
  const finiteMax = Number.isFinite(props.max);
  const commit = (raw: string) => {
    const value = Number(raw);
    if (raw.trim() === '' || !Number.isFinite(value)) return;
    props.onChange(Math.min(props.max, Math.max(props.min, value)));
  };
  return (
    <Row label={props.label}>
      {finiteMax && (
        <input
          type="range"
          aria-label={`${props.label} slider`}
          className="w-0 min-w-0 flex-1 accent-orange-500"
          min={props.min}
          max={props.max}
          step={props.step}
          value={props.value}
          onChange={(event) => commit(event.target.value)}
        />
      )}
      <input
        type="number"
        aria-label={props.label}
        className={`${finiteMax ? 'w-14 shrink-0' : 'w-full'} rounded border border-neutral-200 px-1 py-0.5`}
        min={props.min}
        max={finiteMax ? props.max : undefined}
        step={props.step}
        value={props.value}
        onChange={(event) => commit(event.target.value)}
      />
    </Row>
  );
}

export function ColorField(props: { label: string; value: string; onChange(value: string): void }) {
  return (
    <Row label={props.label}>
      <input
        type="color"
        aria-label={props.label}
        className="h-6 w-10 rounded border border-neutral-200"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <span className="font-mono text-neutral-500">{props.value}</span>
    </Row>
  );
}

export function CheckField(props: { label: string; value: boolean; onChange(value: boolean): void }) {
  return (
    <Row label={props.label}>
      <input
        type="checkbox"
        aria-label={props.label}
        className="accent-orange-500"
        checked={props.value}
        onChange={(event) => props.onChange(event.target.checked)}
      />
    </Row>
  );
}

export function SelectField<T extends string | number>(props: {
  label: string;
  value: T;
  options: readonly { label: string; value: T }[];
  onChange(value: T): void;
}) {
  return (
    <Row label={props.label}>
      <select
        aria-label={props.label}
        className="w-0 min-w-0 flex-1 rounded border border-neutral-200 bg-white px-1 py-0.5"
        value={String(props.value)}
        onChange={(event) => {
          const option = props.options.find((candidate) => String(candidate.value) === event.target.value);
          if (option) props.onChange(option.value);
        }}
      >
        {props.options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </Row>
  );
}
