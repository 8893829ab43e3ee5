// Registers a scene component's web content with the Canvas overlay for as long as it is mounted;
// the latest render function is handed over after every render.
import { useContext, useEffect, useId, type ReactNode } from 'react';
import { OverlayContext } from './overlay-store.ts';

export function useOverlayEntry(anchored: boolean, render: () => ReactNode): string {
  const store = useContext(OverlayContext);
  const key = useId();
  useEffect(() => {
    store?.set(key, { anchored, render });
  });
  useEffect(() => () => store?.delete(key), [store, key]);
  return key;
}
