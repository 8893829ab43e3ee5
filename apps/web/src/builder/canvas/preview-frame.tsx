// The /preview/ frame at device size. The bridge (preview-host.ts) feeds it the document and the
// application state and hears its element clicks, pointer, shortcut keys and diagnostics.
//
// The frame is sandboxed without allow-same-origin: its origin is opaque, so Chromium runs it in a
// renderer process of its own and the preview renders and paints a 10 000-element page on another
// core than the builder's outliner and panels (docs/performance.md). Popups may open (a link or an
// Open URL action in the live preview opens a tab); nothing else leaves the frame.
//
// The host posts into the frame by its window (an opaque origin cannot be named), so the frame must
// only ever hold the preview: the preview cancels its own navigations (preview/host-input.ts) and,
// should a document of the frame load after the first, the frame is replaced by a new one.
import { readBridgeMessage } from '@vitrine/components';
import { useLayoutEffect, useRef, useState } from 'react';
import { useSession } from '../state/session.tsx';
import { useCanvasNavigation } from './canvas-navigation.ts';
import { usePreviewHost } from './preview-host.ts';

// The preview page's own file: the server answers '/preview/' itself with a 403 (a static
// directory without an index), so the frame loads the page by its file name.
export const PREVIEW_PATH = '/preview/index.html';

export const PREVIEW_SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox';

export function PreviewFrame({
  device,
  viewer = false,
  outlineWidth,
}: {
  device: { width: number; height: number };
  /** A read-only viewer: the page runs live and nothing is selected. */
  viewer?: boolean;
  /** The selection outline's width in device pixels (the builder's canvas zooms the frame). */
  outlineWidth?: number;
}) {
  const session = useSession();
  const ref = useRef<HTMLIFrameElement>(null);
  const [generation, setGeneration] = useState(0);
  // The wheel the page does not use zooms and pans the canvas around the frame.
  const navigation = useCanvasNavigation();
  usePreviewHost(ref, session, { viewer, outlineWidth, onWheel: navigation?.wheelOverFrame });

  // A layout effect, so the listener is there before the frame's first load can end.
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    let loads = 0;
    const onLoad = () => {
      loads += 1;
      if (loads > 1) setGeneration((current) => current + 1);
    };
    // The frame downloads its scripts itself (an opaque origin shares no cache with the builder):
    // one that could not load while the network was down loads again once it is back.
    let ready = false;
    const onMessage = (event: MessageEvent) => {
      if (readBridgeMessage(event, node.contentWindow)?.type !== 'ready') return;
      ready = true;
      window.removeEventListener('message', onMessage);
    };
    const onOnline = () => {
      if (!ready) setGeneration((current) => current + 1);
    };
    node.addEventListener('load', onLoad);
    window.addEventListener('message', onMessage);
    window.addEventListener('online', onOnline);
    return () => {
      node.removeEventListener('load', onLoad);
      window.removeEventListener('message', onMessage);
      window.removeEventListener('online', onOnline);
    };
  }, [generation]);

  return (
    <iframe
      key={generation}
      ref={ref}
      title="Preview"
      src={PREVIEW_PATH}
      sandbox={PREVIEW_SANDBOX}
      data-testid="preview-frame"
      className="block border-0 bg-white"
      style={{ width: device.width, height: device.height }}
    />
  );
}
