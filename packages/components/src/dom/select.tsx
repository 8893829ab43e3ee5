// Select: a Radix select over options or an attribute's options.
import { Select as RadixSelect } from 'radix-ui';
import type { RenderProps } from '../render/types.ts';
import type { selectMeta } from './select.meta.ts';
import { text } from './dom-events.ts';
import { overlayPanel } from './overlay-style.ts';
import { useChoice } from './use-choice.ts';
import { FIELD_CLASS } from '../styles/page-classes.ts';

export function Select({ props, style, attributes, events }: RenderProps<typeof selectMeta>) {
  const { options, value, setValue } = useChoice({ props, events });
  return (
    <RadixSelect.Root value={value || undefined} onValueChange={setValue}>
      <RadixSelect.Trigger
        {...attributes}
        className={FIELD_CLASS}
        style={{ justifyContent: 'space-between', ...style }}
      >
        <RadixSelect.Value placeholder={text(props.placeholder)} />
        <RadixSelect.Icon>▾</RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content position="popper" sideOffset={4} style={overlayPanel}>
          <RadixSelect.Viewport>
            {options.map((option) => (
              <RadixSelect.Item
                key={option.value}
                value={option.value}
                style={{ padding: '4px 8px', cursor: 'pointer', outline: 'none' }}
              >
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
