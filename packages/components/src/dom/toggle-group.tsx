// ToggleGroup: Radix toggle buttons of which one is pressed.
import { ToggleGroup as RadixToggleGroup } from 'radix-ui';
import type { RenderProps } from '../render/types.ts';
import type { toggleGroupMeta } from './toggle-group.meta.ts';
import { useChoice } from './use-choice.ts';

export function ToggleGroup({ props, style, attributes, events }: RenderProps<typeof toggleGroupMeta>) {
  const { options, value, setValue } = useChoice({ props, events });
  return (
    <RadixToggleGroup.Root
      {...attributes}
      type="single"
      value={value}
      onValueChange={(next) => next && setValue(next)}
      style={{ display: 'inline-flex', gap: 4, ...style }}
    >
      {options.map((option) => (
        <RadixToggleGroup.Item
          key={option.value}
          value={option.value}
          style={{
            padding: '4px 10px',
            border: '1px solid #d1d5db',
            borderRadius: 6,
            background: option.value === value ? 'var(--colors-primary, #f97316)' : '#fff',
            color: option.value === value ? '#fff' : 'inherit',
          }}
        >
          {option.label}
        </RadixToggleGroup.Item>
      ))}
    </RadixToggleGroup.Root>
  );
}
