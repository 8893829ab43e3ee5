// The wheel over the canvas's margin: ctrl/⌘ + wheel and a trackpad pinch (which Chromium, Safari
// and Firefox send as a wheel with ctrl) zoom about the pointer, any other wheel pans. The browser's
// own page zoom and scrolling are kept out of it (the listener is not passive).
import { useEffect, type RefObject } from 'react';
import type { CanvasNavigation } from './canvas-navigation.ts';

export function useCanvasWheel(ref: RefObject<HTMLElement | null>, navigation: CanvasNavigation): void {
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const box = node.getBoundingClientRect();
      navigation.wheel({ x: event.clientX - box.left, y: event.clientY - box.top }, event);
    };
    node.addEventListener('wheel', onWheel, { passive: false });
    return () => node.removeEventListener('wheel', onWheel);
  }, [ref, navigation]);
}
