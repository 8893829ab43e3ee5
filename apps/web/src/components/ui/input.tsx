// Text input and its labelled field wrapper; every form in the app uses these.
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from './cn.ts';

export const inputClass = cn(
  'h-10 w-full rounded-lg border border-neutral-200 bg-white px-3 text-sm text-neutral-900 shadow-xs',
  'placeholder:text-neutral-400 outline-none transition-colors',
  'focus:border-brand-400 focus:ring-4 focus:ring-brand-100',
  'read-only:bg-neutral-50 read-only:text-neutral-500 read-only:focus:ring-0 read-only:focus:border-neutral-200',
  'disabled:cursor-not-allowed disabled:opacity-60',
  'aria-invalid:border-red-400 aria-invalid:focus:border-red-400 aria-invalid:focus:ring-red-100',
);

export function Input({ className, ...rest }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={cn(inputClass, className)} {...rest} />;
}

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  hint?: ReactNode;
  /** What is wrong with the value: shown in place of the hint and announced with the input. */
  error?: ReactNode;
}

/** A label above an input, with an optional hint (or the error with the value) below. */
export function Field({ label, hint, error, id, className, ...rest }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const noteId = `${inputId}-note`;
  const note = error ?? hint;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-xs font-medium text-neutral-600">
        {label}
      </label>
      <Input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        {...rest}
      />
      {note && (
        <p
          id={noteId}
          role={error ? 'alert' : undefined}
          className={cn('text-xs', error ? 'text-red-600' : 'text-neutral-500')}
        >
          {note}
        </p>
      )}
    </div>
  );
}
