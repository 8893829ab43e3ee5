// RadioGroup: a Radix radio group over options or an attribute's options.
import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import type { RenderProps } from '../render/types.ts';
import type { radioGroupMeta } from './radio-group.meta.ts';
import { useChoice } from './use-choice.ts';

export function RadioGroup({ props, style, attributes, events }: RenderProps<typeof radioGroupMeta>) {
  const { options, value, setValue } = useChoice({ props, events });
  const horizontal = props.orientation === 'horizontal';
  return (
    <RadixRadioGroup.Root
      {...attributes}
      value={value}
      onValueChange={setValue}
      orientation={horizontal ? 'horizontal' : 'vertical'}
      style={{ display: 'flex', flexDirection: horizontal ? 'row' : 'column', gap: 8, ...style }}
    >
      {options.map((option) => (
        <label key={option.value} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
          <RadixRadioGroup.Item
            value={option.value}
            style={{
              width: 16,
              height: 16,
              borderRadius: 9999,
              border: '1px solid #6b7280',
              background: '#fff',
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
            }}
          >
            <RadixRadioGroup.Indicator
              style={{
                width: 8,
                height: 8,
                borderRadius: 9999,
                background: 'var(--colors-primary, #f97316)',
              }}
            />
          </RadixRadioGroup.Item>
          {option.label}
        </label>
      ))}
    </RadixRadioGroup.Root>
  );
}
