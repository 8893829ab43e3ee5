// The grip a dashboard block or card is moved by (SPEC §2 drag and drop): only this button starts a
// drag, so clicks elsewhere on a card still open it. Space or Enter picks it up, arrows move it.
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { IconGripVertical } from '@tabler/icons-react';
import { cn } from '../ui/cn.ts';

export interface DragHandleProps {
  label: string;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  setActivatorNodeRef: (element: HTMLElement | null) => void;
  className?: string;
}

export function DragHandle({
  label,
  attributes,
  listeners,
  setActivatorNodeRef,
  className,
}: DragHandleProps) {
  return (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={label}
      title={label}
      data-testid="drag-handle"
      className={cn(
        'flex size-7 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-neutral-500 outline-none transition-colors hover:bg-neutral-100 hover:text-neutral-700 focus-visible:ring-2 focus-visible:ring-brand-400 active:cursor-grabbing',
        className,
      )}
    >
      <IconGripVertical className="size-4" />
    </button>
  );
}
