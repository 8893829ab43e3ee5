// SearchInput: a search field with a magnifier icon.
import type { RenderProps } from '../render/types.ts';
import type { searchInputMeta } from './search-input.meta.ts';
import { text } from './dom-events.ts';
import { useFieldValue } from './use-field-value.ts';
import { FIELD_CLASS } from '../styles/page-classes.ts';

export function SearchInput({ props, style, attributes, events }: RenderProps<typeof searchInputMeta>) {
  const [value, setValue] = useFieldValue(props, '', (next) => events.onChange?.({ value: next }));
  return (
    <label {...attributes} className={FIELD_CLASS} style={style}>
      <svg
        width="16"
        height="16"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        aria-hidden="true"
      >
        <circle cx="10" cy="10" r="7" />
        <path d="M21 21l-6 -6" />
      </svg>
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
