// Slider: a Radix range slider.
import { Slider as RadixSlider } from 'radix-ui';
import type { RenderProps } from '../render/types.ts';
import type { sliderMeta } from './slider.meta.ts';
import { useFieldValue } from './use-field-value.ts';

export function Slider({ props, style, attributes, events }: RenderProps<typeof sliderMeta>) {
  const [value, setValue] = useFieldValue(props, Number(props.value) || 0, (next) =>
    events.onChange?.({ value: next }),
  );
  return (
    <RadixSlider.Root
      {...attributes}
      min={Number(props.min) || 0}
      max={Number(props.max) || 100}
      step={Number(props.step) || 1}
      value={[Number(value) || 0]}
      onValueChange={(values) => setValue(values[0] ?? 0)}
      style={{
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        height: 20,
        width: 200,
        touchAction: 'none',
        ...style,
      }}
    >
      <RadixSlider.Track
        style={{ position: 'relative', flexGrow: 1, height: 4, borderRadius: 9999, background: '#d1d5db' }}
      >
        <RadixSlider.Range
          style={{
            position: 'absolute',
            height: '100%',
            borderRadius: 9999,
            background: 'var(--colors-primary, #f97316)',
          }}
        />
      </RadixSlider.Track>
      <RadixSlider.Thumb
        aria-label="Value"
        style={{
          display: 'block',
          width: 16,
          height: 16,
          borderRadius: 9999,
          background: '#fff',
          border: '2px solid var(--colors-primary, #f97316)',
        }}
      />
    </RadixSlider.Root>
  );
}
