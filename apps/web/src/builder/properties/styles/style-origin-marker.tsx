// Where a style field's value comes from while a breakpoint other than the base is edited: its own
// value (with a control that removes it, so the field inherits again) or the breakpoint it inherits
// from. Nothing while the base is edited: the panel then reads as it always has.
import { IconX } from '@tabler/icons-react';
import { BASE_BREAKPOINT_ID } from '@vitrine/core';
import { cn } from '../../../components/ui/cn.ts';
import { BREAKPOINT_TEXTS } from '../../breakpoints/texts.ts';
import type { BreakpointStyle } from './use-breakpoint-style.ts';

interface StyleOriginMarkerProps {
  value: BreakpointStyle;
  readOnly: boolean;
}

export function StyleOriginMarker({ value, readOnly }: StyleOriginMarkerProps) {
  const { origin, breakpoint, breakpoints } = value;
  if (breakpoint.id === BASE_BREAKPOINT_ID || origin === null) return null;
  const labelOf = (id: string) => breakpoints.find((point) => point.id === id)?.label ?? id;
  const own = origin === 'this';
  const fromId =
    origin === 'this' ? breakpoint.id : origin === 'base' ? BASE_BREAKPOINT_ID : origin.breakpointId;
  const title = own
    ? BREAKPOINT_TEXTS.originThis(breakpoint.label)
    : origin === 'base'
      ? BREAKPOINT_TEXTS.originBase(labelOf(BASE_BREAKPOINT_ID))
      : BREAKPOINT_TEXTS.originWider(labelOf(fromId));
  return (
    <span className="flex shrink-0 items-center" data-style-origin={own ? 'this' : fromId}>
      <span
        title={title}
        aria-label={title}
        className={cn(
          'size-1.5 rounded-full',
          own ? 'bg-sky-500' : 'border border-neutral-400 bg-transparent',
        )}
      />
      {own && !readOnly && (
        <button
          type="button"
          className="ml-0.5 grid size-3.5 place-items-center rounded text-neutral-500 hover:bg-neutral-200 hover:text-neutral-800"
          aria-label={BREAKPOINT_TEXTS.reset(breakpoint.label)}
          title={BREAKPOINT_TEXTS.reset(breakpoint.label)}
          onClick={() => value.apply(null)}
        >
          <IconX size={10} />
        </button>
      )}
    </span>
  );
}
