// Whether a scene's canvas can be seen: on screen (an IntersectionObserver on the canvas) and in a
// tab the visitor is looking at (`document.hidden`). A scene nobody sees draws nothing (scene-canvas.tsx).
import { useEffect, useState, type RefObject } from 'react';

export function useSceneVisible(canvas: RefObject<HTMLCanvasElement | null>): boolean {
  const [onScreen, setOnScreen] = useState(true);
  const [tabShown, setTabShown] = useState(() => typeof document === 'undefined' || !document.hidden);

  useEffect(() => {
    const update = () => setTabShown(!document.hidden);
    update();
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);

  useEffect(() => {
    const node = canvas.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1];
      if (last) setOnScreen(last.isIntersecting);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [canvas]);

  return onScreen && tabShown;
}
