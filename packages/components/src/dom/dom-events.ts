// Maps the element renderer's event handlers onto DOM handler props.
import type { ElementRenderProps } from '../render/types.ts';

export function pointerHandlers(events: ElementRenderProps['events']) {
  return {
    onClick: events.onClick ? () => events.onClick?.() : undefined,
    onPointerEnter: events.onPointerEnter ? () => events.onPointerEnter?.() : undefined,
    onPointerLeave: events.onPointerLeave ? () => events.onPointerLeave?.() : undefined,
  };
}

export const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

export const hasChildren = (children: unknown): boolean =>
  Array.isArray(children) ? children.length > 0 : Boolean(children);
