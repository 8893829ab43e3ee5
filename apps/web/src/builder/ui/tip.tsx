// A small Radix tooltip for toolbar and outliner controls (700 ms delay, 300 ms skip: SPEC §9, the
// provider in the builder layout sets them).
import { Tooltip } from 'radix-ui';
import type { ReactNode } from 'react';

export function Tip({
  label,
  children,
  side = 'bottom',
}: {
  label: ReactNode;
  children: ReactNode;
  side?: 'top' | 'bottom' | 'left' | 'right';
}) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side={side}
          sideOffset={6}
          className="z-[60] max-w-xs rounded-md bg-neutral-900 px-2 py-1 text-xs text-white shadow-lg"
        >
          {label}
          <Tooltip.Arrow className="fill-neutral-900" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
