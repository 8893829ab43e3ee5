// Checkbox: a Radix checkbox with its label.
import { Checkbox as RadixCheckbox } from 'radix-ui';
import type { RenderProps } from '../render/types.ts';
import type { checkboxMeta } from './checkbox.meta.ts';
import { text } from './dom-events.ts';
import { useFieldValue } from './use-field-value.ts';

export function Checkbox({ props, style, attributes, events }: RenderProps<typeof checkboxMeta>) {
  const [checked, setChecked] = useFieldValue(props, props.checked === true, (next) =>
    events.onChange?.({ checked: next }),
  );
  return (
    <label {...attributes} style={{ display: 'inline-flex', alignItems: 'center', gap: 8, ...style }}>
      <RadixCheckbox.Root
        checked={checked === true}
        onCheckedChange={(next) => setChecked(next === true)}
        style={{
          width: 18,
          height: 18,
          border: '1px solid #6b7280',
          borderRadius: 4,
          background: '#fff',
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <RadixCheckbox.Indicator>✓</RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      {text(props.label)}
    </label>
  );
}
