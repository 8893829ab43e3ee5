// COLOR: a swatch opening a picker, next to the colour as text.
import { Popover } from 'radix-ui';
import { CommitInput } from '../commit-input.tsx';
import type { ControlProps } from './control-props.ts';
import { DebouncedColorPicker } from './color-picker.tsx';

export function ColorControl({ meta, content, disabled, setContent }: ControlProps) {
  const color = typeof content === 'string' ? content : '';
  return (
    <div className="flex items-center gap-1.5">
      <Popover.Root>
        <Popover.Trigger asChild disabled={disabled}>
          <button
            type="button"
            aria-label={`${meta.label} swatch`}
            className="size-7 shrink-0 rounded-md border border-neutral-200 disabled:opacity-50"
            style={{ background: color || 'transparent' }}
          />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content sideOffset={6} className="z-50 rounded-lg bg-white p-2 shadow-xl">
            <DebouncedColorPicker value={color} onChange={(next) => setContent(next)} disabled={disabled} />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <CommitInput aria-label={meta.label} value={color} disabled={disabled} onCommit={setContent} />
    </div>
  );
}
