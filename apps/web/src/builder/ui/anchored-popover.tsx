// A popover placed against an element of the caller's, mounted only while open. A Radix Popover root
// left mounted under every closed field costs a dozen components and a second render each time the
// panel shows another element; this renders nothing until the field asks for it.
import { Popover } from 'radix-ui';
import { useRef, type ComponentProps, type RefObject } from 'react';

interface AnchoredPopoverProps extends Omit<ComponentProps<typeof Popover.Content>, 'ref'> {
  /** The element the popover is placed against. */
  anchor: RefObject<HTMLElement | null>;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The caller's own button that opens and closes it: a press on it is not an outside press. */
  toggle?: RefObject<HTMLElement | null>;
  /**
   * Focused again when the popover closes while the focus was in it (Escape, a pick), like a Radix
   * trigger; not when the author had moved on (a press elsewhere, another element selected).
   */
  returnFocus?: RefObject<HTMLElement | null>;
}

export function AnchoredPopover({
  anchor,
  open,
  onOpenChange,
  toggle,
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
            if (toggle?.current?.contains(event.target as Node)) event.preventDefault();
            else pressedOutside.current = true;
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (event.defaultPrevented) return;
            event.preventDefault();
            // The content is gone: focus that was in it is on the body now.
            const focusWasInside = !document.activeElement || document.activeElement === document.body;
            if (!pressedOutside.current && focusWasInside)
              returnFocus?.current?.focus({ preventScroll: true });
            pressedOutside.current = false;
          }}
        />
      </Popover.Portal>
    </Popover.Root>
  );
}
