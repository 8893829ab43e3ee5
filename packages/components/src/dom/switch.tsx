// Switch: a Radix on/off switch with its label.
import { Switch as RadixSwitch } from 'radix-ui';
import type { RenderProps } from '../render/types.ts';
import type { switchMeta } from './switch.meta.ts';
import { text } from './dom-events.ts';
import { useFieldValue } from './use-field-value.ts';

export function Switch({ props, style, attributes, events }: RenderProps<typeof switchMeta>) {
  const [checked, setChecked] = useFieldValue(props, props.checked === true, (next) =>
    events.onChange?.({ checked: next }),
  );
  const on = checked === true;
  return (
    <label {...attributes} style={{ display: 'inline-flex', alignItems: 'center', gap: 8, ...style }}>
      <RadixSwitch.Root
        checked={on}
        onCheckedChange={setChecked}
        style={{
          width: 36,
          height: 20,
          borderRadius: 9999,
          border: 'none',
          position: 'relative',
          background: on ? 'var(--colors-primary, #f97316)' : '#d1d5db',
        }}
      >
        <RadixSwitch.Thumb
          style={{
            display: 'block',
            width: 16,
            height: 16,
            borderRadius: 9999,
            background: '#fff',
            transform: `translateX(${on ? 18 : 2}px)`,
            transition: 'transform 100ms',
          }}
        />
      </RadixSwitch.Root>
      {text(props.label)}
    </label>
  );
}
