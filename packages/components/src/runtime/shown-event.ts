// An event a component reports when the visitor is shown something (a price): after the commit in
// the browser, and during the render itself when a static published page is rendered on the server,
// where no effect runs (the page then sends what its server render reported).
import { createContext, useContext, useEffect } from 'react';
import type { Track, TrackedEvent } from './track.ts';

/** True while a page is rendered on the server. */
export const ServerRenderContext = createContext(false);

export function useShownEvent(event: TrackedEvent | null, track: Track | undefined): void {
  const onServer = useContext(ServerRenderContext);
  if (onServer && event) track?.(event);
  // By value: the event is a new object on every render.
  const shown = event ? JSON.stringify(event) : '';
  useEffect(() => {
    if (shown) track?.(JSON.parse(shown) as TrackedEvent);
  }, [track, shown]);
}
