// A text field that keeps its draft while focused and commits on Enter or blur, so one edit is one
// document operation (one undo step) rather than one per keystroke. Outside changes (a collaborator,
// undo) show at once while the field is not being edited, in the render that brings them.
import { useState, type InputHTMLAttributes } from 'react';
import { cn } from '../../components/ui/cn.ts';

interface CommitInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> {
  value: string;
  onCommit(text: string): void;
  /** What the field edits (the selected elements): a new scope drops the draft of the last one. */
  scope?: string;
}

export const FIELD_CLASS =
  'h-7 w-full min-w-0 rounded-md border border-neutral-200 bg-white px-2 text-xs text-neutral-900 outline-none focus:border-orange-400 disabled:bg-neutral-50 disabled:text-neutral-400';

export function CommitInput({
  value,
  onCommit,
  scope,
  className,
  onKeyDown,
  onBlur,
  ...rest
}: CommitInputProps) {
  // The author's text: shown while they type, and after a commit until the value changes (a refused
  // commit leaves the text to fix). A new value drops a committed draft in the render that brings it.
  const [draft, setDraft] = useState<{ text: string; typing: boolean } | null>(null);
  const [seen, setSeen] = useState({ value, scope });
  if (seen.value !== value || seen.scope !== scope) {
    setSeen({ value, scope });
    if (draft && (!draft.typing || seen.scope !== scope)) setDraft(null);
  }

  const commit = () => {
    if (!draft?.typing) return;
    setDraft({ text: draft.text, typing: false });
    if (draft.text !== value) onCommit(draft.text);
  };

  return (
    <input
      {...rest}
      className={cn(FIELD_CLASS, className)}
      value={draft ? draft.text : value}
      onChange={(event) => setDraft({ text: event.target.value, typing: true })}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
        if (event.key === 'Escape') setDraft(null);
        onKeyDown?.(event);
      }}
      onBlur={(event) => {
        commit();
        onBlur?.(event);
      }}
    />
  );
}
