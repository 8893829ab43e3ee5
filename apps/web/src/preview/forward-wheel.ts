// The wheel over the page, for the canvas around the frame (builder/canvas/canvas-navigation.ts),
// which hears nothing of it otherwise: the frame runs in a process of its own.
//
// Ctrl/⌘ + wheel, and a trackpad pinch (sent as a wheel with ctrl), always zoom the canvas: never
// the browser's page, never a 3D scene's camera. A plain wheel scrolls whatever under the pointer can
// still scroll that way (the page, a scroll area in it) or is taken by the page (a scene's orbit
// controls); past that it pans the canvas, as a scroll area hands the wheel on to its page at its end.
// One gesture (wheel events less than 150 ms apart) stays with the one that took its first event, so
// a page reaching its end mid-swipe does not set the canvas moving under the pointer.
import { postBridgeMessage } from '@vitrine/components';

const GESTURE_GAP_MS = 150;

/** Whether `node` can scroll further along the wheel's main axis. */
function scrollsFurther(node: Element, deltaX: number, deltaY: number): boolean {
  const vertical = Math.abs(deltaY) >= Math.abs(deltaX);
  const delta = vertical ? deltaY : deltaX;
  if (delta === 0) return false;
  const style = getComputedStyle(node);
  const overflow = vertical ? style.overflowY : style.overflowX;
  // The document's scroller scrolls unless told not to; any other box only when told to.
  const scrolls =
    node === document.scrollingElement
      ? overflow !== 'hidden' && overflow !== 'clip'
      : overflow === 'auto' || overflow === 'scroll' || overflow === 'overlay';
  if (!scrolls) return false;
  const position = vertical ? node.scrollTop : node.scrollLeft;
  const end = vertical ? node.scrollHeight - node.clientHeight : node.scrollWidth - node.clientWidth;
  return delta > 0 ? position < end - 1 : position > 0;
}

function pageTakes(event: WheelEvent): boolean {
  if (event.defaultPrevented) return true;
  let node: Element | null = event.target instanceof Element ? event.target : document.documentElement;
  for (; node; node = node.parentElement) {
    if (scrollsFurther(node, event.deltaX, event.deltaY)) return true;
  }
  const root = document.scrollingElement;
  return root !== null && scrollsFurther(root, event.deltaX, event.deltaY);
}

/** Starts forwarding the wheel to `host`; returns the way to stop. */
export function forwardWheel(host: Window): () => void {
  const post = (event: WheelEvent) => {
    const { deltaX, deltaY, deltaMode, ctrlKey, metaKey, shiftKey } = event;
    postBridgeMessage(host, {
      type: 'wheel',
      point: { x: event.clientX, y: event.clientY },
      deltaX,
      deltaY,
      deltaMode,
      ctrlKey,
      metaKey,
      shiftKey,
    });
  };

  // Before anything in the page hears it.
  const onZoom = (event: WheelEvent) => {
    if (!event.ctrlKey && !event.metaKey) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    post(event);
  };

  // After the page had its say.
  let gesture: { page: boolean; at: number } | null = null;
  const onWheel = (event: WheelEvent) => {
    if (event.ctrlKey || event.metaKey) return;
    if (!gesture || event.timeStamp - gesture.at > GESTURE_GAP_MS)
      gesture = { page: pageTakes(event), at: 0 };
    gesture.at = event.timeStamp;
    if (gesture.page) return;
    event.preventDefault();
    post(event);
  };

  window.addEventListener('wheel', onZoom, { capture: true, passive: false });
  window.addEventListener('wheel', onWheel, { passive: false });
  return () => {
    window.removeEventListener('wheel', onZoom, { capture: true });
    window.removeEventListener('wheel', onWheel);
  };
}
