// SearchInput: a search field with a magnifier icon.
import type { ElementRenderProps } from '../render/types.ts';
import { text } from './dom-events.ts';
import { TablerGlyph } from './tabler-icon.tsx';
import { useFieldValue } from './use-field-value.ts';

export function SearchInput({ props, style, attributes, events }: ElementRenderProps) {
  const [value, setValue] = useFieldValue(props, '', (next) => events.onChange?.({ value: next }));
  return (
    <label {...attributes} style={{ display: 'inline-flex', alignItems: 'center', gap: 6, ...style }}>
      <TablerGlyph name="search" size={16} />
      <input
        type="search"
        placeholder={text(props.placeholder)}
        value={text(value)}
        onChange={(event) => setValue(event.target.value)}
        style={{ border: 'none', outline: 'none', background: 'transparent', font: 'inherit', flex: 1 }}
      />
    </label>
  );
}
