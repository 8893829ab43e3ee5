// Input: a one-line text field.
import type { RenderProps } from '../render/types.ts';
import type { inputMeta } from './input.meta.ts';
import { text } from './dom-events.ts';
import { useFieldValue } from './use-field-value.ts';
import { FIELD_CLASS } from '../styles/page-classes.ts';

const TYPES = new Set(['text', 'email', 'number', 'password', 'tel', 'url']);

export function Input({ props, style, attributes, events }: RenderProps<typeof inputMeta>) {
  const [value, setValue] = useFieldValue(props, text(props.value), (next) =>
    events.onChange?.({ value: next }),
  );
  return (
    <input
      {...attributes}
      className={FIELD_CLASS}
      type={TYPES.has(String(props.inputType)) ? String(props.inputType) : 'text'}
      placeholder={text(props.placeholder)}
      disabled={props.disabled === true}
      value={text(value)}
      onChange={(event) => setValue(event.target.value)}
      style={style}
    />
  );
}
