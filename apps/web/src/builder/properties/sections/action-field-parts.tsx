// The small controls the event action fields are built from: a labelled row, a select with a
// placeholder (keeping a stored value the list no longer offers visible), and a text field that
// checks its text before storing it and shows why it refused.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '../../../components/ui/cn.ts';
import { FIELD_CLASS } from '../commit-input.tsx';

export interface FieldsProps {
  action: Record<string, unknown> & { type: string };
  disabled: boolean;
  onChange(action: Record<string, unknown> & { type: string }): void;
}

export function FieldRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="grid grid-cols-[72px_1fr] items-start gap-1.5 text-[11px] text-neutral-500">
      <span className="pt-1.5">{label}</span>
      <span className="grid min-w-0 gap-0.5">{children}</span>
    </label>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export function ChoiceSelect(props: {
  label: string;
  placeholder: string;
  value: string;
  options: readonly SelectOption[];
  disabled: boolean;
  onChange(value: string): void;
}) {
  const { value, options } = props;
  const missing = value !== '' && !options.some((option) => option.value === value);
  return (
    <select
      aria-label={props.label}
      className={FIELD_CLASS}
      value={value}
      disabled={props.disabled}
      aria-invalid={missing || undefined}
      onChange={(event) => props.onChange(event.target.value)}
    >
      <option value="" disabled>
        {props.placeholder}
      </option>
      {missing && <option value={value}>{`${value} (missing)`}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * Commits on Enter or blur like CommitInput, but only text that `check` accepts; otherwise the
 * draft stays with the reason under it.
 */
export function CheckedInput<T>(props: {
  label: string;
  value: string;
  placeholder?: string;
  type?: string;
  disabled: boolean;
  check(text: string): Checked<T>;
  onCommit(value: T): void;
}) {
  const [draft, setDraft] = useState(props.value);
  const [error, setError] = useState<string | null>(null);
  const editing = useRef(false);
  useEffect(() => {
    if (!editing.current) {
      setDraft(props.value);
      setError(null);
    }
  }, [props.value]);

  const commit = () => {
    editing.current = false;
    const checked = props.check(draft);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    setError(null);
    if (draft !== props.value) props.onCommit(checked.value);
  };

  return (
    <>
      <input
        aria-label={props.label}
        type={props.type ?? 'text'}
        placeholder={props.placeholder}
        className={cn(FIELD_CLASS, error && 'border-red-400 focus:border-red-500')}
        value={draft}
        disabled={props.disabled}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          editing.current = true;
          setDraft(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
          if (event.key === 'Escape') {
            editing.current = false;
            setDraft(props.value);
            setError(null);
          }
        }}
        onBlur={commit}
      />
      {error && (
        <span role="alert" className="text-[11px] text-red-600">
          {error}
        </span>
      )}
    </>
  );
}
