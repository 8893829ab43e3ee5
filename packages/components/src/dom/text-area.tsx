// TextArea: a multi-line text field.
import type { RenderProps } from '../render/types.ts';
import type { textAreaMeta } from './text-area.meta.ts';
import { text } from './dom-events.ts';
import { useFieldValue } from './use-field-value.ts';
import { FIELD_CLASS } from '../styles/page-classes.ts';

export function TextArea({ props, style, attributes, events }: RenderProps<typeof textAreaMeta>) {
  const [value, setValue] = useFieldValue(props, text(props.value), (next) =>
    events.onChange?.({ value: next }),
  );
  return (
    <textarea
      {...attributes}
      className={FIELD_CLASS}
      rows={Number(props.rows) || 3}
      placeholder={text(props.placeholder)}
      value={text(value)}
      onChange={(event) => setValue(event.target.value)}
      style={style}
    />
  );
}
