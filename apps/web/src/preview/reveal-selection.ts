// Brings the builder's selection into view inside the preview frame: an element just inserted (which
// may land below the fold, after a page's footer) or picked in the outliner scrolls the frame's page
// to it, unless it is already in view. One the author clicked in the frame is where they look, so it
// never moves the page. The frame's own page scrolls, by the least distance (as scrollIntoView with
// block and inline 'nearest' would, but never scrolling the builder around the frame).
import { useEffect, useRef, type RefObject } from 'react';

/** Room kept between a revealed element and the frame's edge, when the element fits with it. */
const MARGIN = 24;
/** How many frames an element not yet rendered (a new one, a lazily loaded component) is waited for. */
const WAIT_FRAMES = 120;

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** The least scroll along one axis that shows [start, end] in a viewport of `size` (0 when it shows). */
function nearest(start: number, end: number, size: number): number {
  // Wholly in view, or filling the viewport: in view.
  if ((start >= 0 && end <= size) || (start <= 0 && end >= size)) return 0;
  const length = end - start;
  const margin = length + 2 * MARGIN <= size ? MARGIN : Math.max(0, (size - length) / 2);
  // Taller (or wider) than the viewport: its start edge is shown.
  if (start < 0 || length > size) return start - margin;
  return end - size + margin;
}

/** How far to scroll the page (x, y) so `box` (viewport coordinates) is in view; zeros when it is. */
export function revealScroll(
  box: Box,
  viewport: { width: number; height: number },
): { x: number; y: number } {
  return {
    x: nearest(box.left, box.right, viewport.width),
    y: nearest(box.top, box.bottom, viewport.height),
  };
}

/** Scrolls the frame's page to the first node of `elementId` under `root`; false while it is not rendered. */
function reveal(root: HTMLElement, elementId: string): boolean {
  const node = root.querySelector(`[data-element-id="${CSS.escape(elementId)}"]`);
  if (!node) return false;
  const rect = node.getBoundingClientRect();
  // Not laid out (a closed dialog's content, a hidden element): nothing to show.
  if (rect.width === 0 && rect.height === 0) return true;
  const view = root.ownerDocument.defaultView;
  if (!view) return true;
  const { x, y } = revealScroll(rect, { width: view.innerWidth, height: view.innerHeight });
  if (x !== 0 || y !== 0) view.scrollBy({ left: x, top: y, behavior: 'instant' });
  return true;
}

/**
 * While editing, scrolls the frame to the first selected element whenever the selection changes,
 * except to the one the author just clicked in the frame (`clicked`).
 */
export function useRevealSelection(
  root: HTMLElement | null,
  selectedIds: readonly string[],
  editing: boolean,
  clicked: RefObject<string | null>,
): void {
  const first = selectedIds[0] ?? null;
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const changed = previous.current !== first;
    previous.current = first;
    if (!editing || !root || !first || !changed) return;
    const byClick = clicked.current === first;
    clicked.current = null;
    if (byClick) return;
    const view = root.ownerDocument.defaultView;
    if (!view) return;
    let frames = 0;
    let request = 0;
    // After the frame's render: a new element arrives with (or just after) the selection.
    const attempt = () => {
      request = 0;
      if (reveal(root, first) || ++frames >= WAIT_FRAMES) return;
      request = view.requestAnimationFrame(attempt);
    };
    request = view.requestAnimationFrame(attempt);
    return () => view.cancelAnimationFrame(request);
  }, [root, first, editing, clicked]);
}
