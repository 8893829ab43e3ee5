// A popover placed against an element of the caller's, mounted only while open. A Radix Popover root
// left mounted under every closed field costs a dozen components and a second render each time the
// panel shows another element; this renders nothing until the field asks for it. The anchor's own
// click opens and closes it, so a press on the anchor is not an outside press.
import { Popover } from 'radix-ui';
import { useRef, type ComponentProps, type RefObject } from 'react';

interface AnchoredPopoverProps extends Omit<ComponentProps<typeof Popover.Content>, 'ref'> {
  anchor: RefObject<HTMLElement | null>;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Focused again when the popover closes from inside (Escape, a pick), like a Radix trigger. */
  returnFocus?: RefObject<HTMLElement | null>;
}

export function AnchoredPopover({
  anchor,
  open,
  onOpenChange,
  returnFocus,
  onInteractOutside,
  onCloseAutoFocus,
  ...content
}: AnchoredPopoverProps) {
  const pressedOutside = useRef(false);
  if (!open) return null;
  return (
    <Popover.Root open onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchor as RefObject<HTMLElement>} />
      <Popover.Portal>
        <Popover.Content
          {...content}
          onInteractOutside={(event) => {
            onInteractOutside?.(event);
            if (anchor.current?.contains(event.target as Node)) event.preventDefault();
            else pressedOutside.current = true;
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (event.defaultPrevented) return;
            event.preventDefault();
            if (!pressedOutside.current) returnFocus?.current?.focus();
            pressedOutside.current = false;
          }}
        />
      </Popover.Portal>
    </Popover.Root>
  );
}
