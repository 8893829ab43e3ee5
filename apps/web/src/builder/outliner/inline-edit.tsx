// An in-place text field for labels: Enter or blur commits (saying which), Escape cancels.
import { useEffect, useRef, useState } from 'react';

interface InlineEditProps {
  value: string;
  onCommit: (value: string, how: 'enter' | 'blur') => void;
  onCancel: () => void;
  className?: string;
  ariaLabel?: string;
}

export function InlineEdit({ value, onCommit, onCancel, className, ariaLabel }: InlineEditProps) {
  const [draft, setDraft] = useState(value);
  const ref = useRef<HTMLInputElement>(null);
  const done = useRef(false);
  useEffect(() => {
    ref.current?.focus();
    ref.current?.select();
  }, []);
  const finish = (how: 'enter' | 'blur' | 'cancel') => {
    if (done.current) return;
    done.current = true;
    if (how === 'cancel') onCancel();
    else onCommit(draft, how);
  };
  return (
    <input
      ref={ref}
      aria-label={ariaLabel ?? 'Label'}
      value={draft}
      className={
        className ??
        'min-w-0 flex-1 rounded border border-brand-400 bg-white px-1 text-[13px] text-neutral-900 outline-none'
      }
      onChange={(event) => setDraft(event.target.value)}
      onClick={(event) => event.stopPropagation()}
      onPointerDown={(event) => event.stopPropagation()}
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === 'Enter') finish('enter');
        if (event.key === 'Escape') finish('cancel');
      }}
      onBlur={() => finish('blur')}
    />
  );
}
