// Progress: a Radix progress bar.
import { Progress as RadixProgress } from 'radix-ui';
import type { RenderProps } from '../render/types.ts';
import type { progressMeta } from './progress.meta.ts';

export function Progress({ props, style, attributes }: RenderProps<typeof progressMeta>) {
  const max = Number(props.max) || 100;
  const value = Math.min(max, Math.max(0, Number(props.value) || 0));
  return (
    <RadixProgress.Root
      {...attributes}
      value={value}
      max={max}
      style={{
        position: 'relative',
        overflow: 'hidden',
        height: 8,
        width: '100%',
        borderRadius: 9999,
        background: '#e5e7eb',
        ...style,
      }}
    >
      <RadixProgress.Indicator
        style={{
          height: '100%',
          width: `${(value / max) * 100}%`,
          background: 'var(--colors-primary, #f97316)',
        }}
      />
    </RadixProgress.Root>
  );
}
