// STRING: a text field; a link (control 'link') gets its URL-or-page picker.
import { CommitInput } from '../commit-input.tsx';
import type { ControlProps } from './control-props.ts';
import { LinkControl } from './link-control.tsx';

export function StringControl(props: ControlProps) {
  if (props.meta.control === 'link') return <LinkControl {...props} />;
  return <TextControl {...props} />;
}

function TextControl({ meta, content, disabled, setContent }: ControlProps) {
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
