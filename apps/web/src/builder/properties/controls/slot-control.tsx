// SLOT: a slot is filled with child elements; the control opens the insert menu on this element.
import { IconPlus } from '@tabler/icons-react';
import { useBuilder } from '../../state/session.tsx';
import { PANEL_TEXTS } from '../texts.ts';
import type { ControlProps } from './control-props.ts';

export function SlotControl({ elementId, disabled }: ControlProps) {
  const openInsert = useBuilder((state) => state.openInsert);
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={() => openInsert({ mode: 'insert', targetId: elementId })}
      className="flex h-7 items-center gap-1 rounded-md border border-dashed border-neutral-300 px-2 text-xs text-neutral-600 hover:bg-neutral-50 disabled:opacity-50"
    >
      <IconPlus size={14} /> {PANEL_TEXTS.slot}
    </button>
  );
}
