// The canvas is moved by its transform alone. Its boxes clip what overflows them, yet the browser
// still scrolls them to bring something into view (keyboard focus reaching the frame, a scroll into
// view): such a scroll would shift the frame away from where the canvas computes it, so it is undone.
import { useEffect, type RefObject } from 'react';

export function useNoScroll(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const onScroll = (event: Event) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || (target !== node && target.parentElement !== node)) return;
      target.scrollTop = 0;
      target.scrollLeft = 0;
    };
    node.addEventListener('scroll', onScroll, { capture: true });
    return () => node.removeEventListener('scroll', onScroll, { capture: true });
  }, [ref]);
}
