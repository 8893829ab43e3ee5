// Open state of an overlay: starts from (and follows) its open prop, reports changes as onOpenChange.
import { useEffect, useState } from 'react';
import type { ElementRenderProps } from '../render/types.ts';

export function useOpenState(
  initial: boolean,
  events: ElementRenderProps['events'],
): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(initial);
  useEffect(() => setOpen(initial), [initial]);
  return [
    open,
    (next) => {
      setOpen(next);
      events.onOpenChange?.({ open: next });
    },
  ];
}
