// Maps the element renderer's event handlers onto react-three-fiber pointer handlers; a handled
// click stops there so the object behind does not receive it too.
import type { ThreeEvent } from '@react-three/fiber';
import type { ElementRenderProps } from '../render/types.ts';

export function objectHandlers(events: ElementRenderProps['events']) {
  return {
    onClick: events.onClick
      ? (event: ThreeEvent<MouseEvent>) => {
          event.stopPropagation();
          events.onClick?.({
            additive: event.nativeEvent.metaKey || event.nativeEvent.altKey || event.nativeEvent.shiftKey,
          });
        }
      : undefined,
    onPointerEnter: events.onPointerEnter ? () => events.onPointerEnter?.() : undefined,
    onPointerLeave: events.onPointerLeave ? () => events.onPointerLeave?.() : undefined,
  };
}
