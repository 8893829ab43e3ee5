// The frame of one style input: its label (faded when unset) and the 'Unset' context item.
import { ContextMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../../components/ui/cn.ts';
import { MixedBadge } from '../mixed-badge.tsx';
import { PANEL_TEXTS } from '../texts.ts';

interface StyleRowFrameProps {
  property: string;
  label: string;
  unset: boolean;
  mixed?: boolean;
  disabled: boolean;
  onUnset(): void;
  children: ReactNode;
}

export function StyleRowFrame({
  property,
  label,
  unset,
  mixed = false,
  disabled,
  onUnset,
  children,
}: StyleRowFrameProps) {
  return (
    <ContextMenu.Root>
      <ContextMenu.Trigger asChild>
        <div
          className="grid grid-cols-[88px_1fr] items-center gap-2 px-3 py-1"
          data-testid={`style-${property}`}
          data-unset={unset || undefined}
        >
          <span
            className={cn(
              'flex items-center gap-1 truncate text-[11px] text-neutral-600',
              unset && 'text-neutral-400',
            )}
          >
            {label}
            {mixed && <MixedBadge />}
          </span>
          <div className={cn('min-w-0', unset && 'opacity-50')}>{children}</div>
        </div>
      </ContextMenu.Trigger>
      <ContextMenu.Portal>
        <ContextMenu.Content className="z-50 min-w-32 rounded-md border border-neutral-200 bg-white p-1 text-xs shadow-lg">
          <ContextMenu.Item
            disabled={unset || disabled}
            onSelect={onUnset}
            className="cursor-default rounded px-2 py-1.5 outline-none data-[disabled]:text-neutral-300 data-[highlighted]:bg-neutral-100"
          >
            {PANEL_TEXTS.unset}
          </ContextMenu.Item>
        </ContextMenu.Content>
      </ContextMenu.Portal>
    </ContextMenu.Root>
  );
}
