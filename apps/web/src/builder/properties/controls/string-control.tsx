// STRING: a text field; multi-line text gets a text area.
import { CommitInput } from '../commit-input.tsx';
import type { ControlProps } from './control-props.ts';

export function StringControl({ meta, content, disabled, setContent }: ControlProps) {
  const text = typeof content === 'string' ? content : content === undefined ? '' : String(content);
  return (
    <CommitInput
      aria-label={meta.label}
      value={text}
      disabled={disabled}
      onCommit={(next) => setContent(next)}
    />
  );
}
