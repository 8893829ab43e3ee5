// Whether the page is past its first render in the browser: false while a published page is rendered
// on the server and while the browser hydrates that markup, true from the render after (and at once
// where nothing is hydrated: the builder, a page the browser renders alone). A component whose content
// needs the browser (a WebGL canvas) shows its placeholder until then, so that the browser's first
// render is the server's markup, element for element.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
