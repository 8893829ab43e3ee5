// A text field that keeps its draft while focused and commits on Enter or blur, so one edit is one
// document operation (one undo step) rather than one per keystroke. Outside changes (a collaborator,
// undo) replace the draft while the field is not being edited.
import { useRef, useState, type InputHTMLAttributes } from 'react';
import { cn } from '../../components/ui/cn.ts';

interface CommitInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> {
  value: string;
  onCommit(text: string): void;
}

export const FIELD_CLASS =
  'h-7 w-full min-w-0 rounded-md border border-neutral-200 bg-white px-2 text-xs text-neutral-900 outline-none focus:border-orange-400 disabled:bg-neutral-50 disabled:text-neutral-400';

export function CommitInput({ value, onCommit, className, onKeyDown, onBlur, ...rest }: CommitInputProps) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  const editing = useRef(false);
  // A new value from outside replaces the draft in the same render (no frame shows the old one),
  // unless the author is typing.
  if (value !== shown) {
    setShown(value);
    if (!editing.current) setDraft(value);
  }

  const commit = () => {
    editing.current = false;
    if (draft !== value) onCommit(draft);
  };

  return (
    <input
      {...rest}
      className={cn(FIELD_CLASS, className)}
      value={draft}
      onChange={(event) => {
        editing.current = true;
        setDraft(event.target.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
        if (event.key === 'Escape') {
          editing.current = false;
          setDraft(value);
        }
        onKeyDown?.(event);
      }}
      onBlur={(event) => {
        commit();
        onBlur?.(event);
      }}
    />
  );
}
