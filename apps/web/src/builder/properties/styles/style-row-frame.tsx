// The frame of one style input: its label (faded when unset), marked as a row of the panel's
// 'Unset' context menu (unset-menu.tsx).
import type { ReactNode } from 'react';
import { cn } from '../../../components/ui/cn.ts';
import { MixedBadge } from '../mixed-badge.tsx';
import { unsetRow } from '../unset-menu.tsx';

interface StyleRowFrameProps {
  property: string;
  label: string;
  unset: boolean;
  mixed?: boolean;
  /** Where the value comes from at the breakpoint being edited (style-origin-marker.tsx). */
  origin?: ReactNode;
  children: ReactNode;
}

export function StyleRowFrame({
  property,
  label,
  unset,
  mixed = false,
  origin,
  children,
}: StyleRowFrameProps) {
  return (
    <div
      className="grid grid-cols-[88px_1fr] items-center gap-2 px-3 py-1"
      data-testid={`style-${property}`}
      {...unsetRow('style', property, unset)}
    >
      <span
        className={cn(
          'flex items-center gap-1 truncate text-[11px] text-neutral-600',
          unset && 'text-neutral-500',
        )}
      >
        <span className="truncate">{label}</span>
        {origin}
        {mixed && <MixedBadge />}
      </span>
      <div className={cn('min-w-0', unset && 'opacity-50')}>{children}</div>
    </div>
  );
}
