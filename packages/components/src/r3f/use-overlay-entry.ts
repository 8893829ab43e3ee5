// Registers a scene component's web content with the Canvas overlay for as long as it is mounted.
// The entry is handed over again only when `deps` change: scene components may re-render every
// frame, and the overlay must not.
import { useContext, useEffect, useId, useRef, type DependencyList, type ReactNode } from 'react';
import { OverlayContext } from './overlay-store.ts';

export function useOverlayEntry(anchored: boolean, render: () => ReactNode, deps: DependencyList): string {
  const store = useContext(OverlayContext);
  const key = useId();
  const latest = useRef(render);
  latest.current = render;
  useEffect(() => {
    store?.set(key, { anchored, render: () => latest.current() });
    // Only the listed dependencies decide when the overlay re-renders this entry.
  }, [store, key, anchored, ...deps]);
  useEffect(() => () => store?.delete(key), [store, key]);
  return key;
}
