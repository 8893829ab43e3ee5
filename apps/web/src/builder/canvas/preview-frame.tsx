// The same-origin /preview/ frame at device size. The bridge (preview-host.ts) feeds it the
// document and the application state and hears its element clicks and diagnostics.
import { useEffect, useRef } from 'react';
import { useSession } from '../state/session.tsx';
import { usePreviewHost } from './preview-host.ts';

// The preview page's own file: the server answers '/preview/' itself with a 403 (a static
// directory without an index), so the frame loads the page by its file name.
export const PREVIEW_PATH = '/preview/index.html';

export function PreviewFrame({
  device,
  onDocument,
  viewer = false,
}: {
  device: { width: number; height: number };
  onDocument: (document: Document | null) => void;
  /** A read-only viewer: the page runs live and nothing is selected. */
  viewer?: boolean;
}) {
  const session = useSession();
  const ref = useRef<HTMLIFrameElement>(null);
  usePreviewHost(ref, session, { viewer });

  useEffect(() => {
    const frame = ref.current;
    if (!frame) return;
    const onLoad = () => onDocument(frame.contentDocument);
    frame.addEventListener('load', onLoad);
    if (
      frame.contentDocument?.readyState === 'complete' &&
      frame.contentWindow?.location.pathname === PREVIEW_PATH
    )
      onLoad();
    return () => {
      frame.removeEventListener('load', onLoad);
      onDocument(null);
    };
  }, [onDocument]);

  return (
    <iframe
      ref={ref}
      title="Preview"
      src={PREVIEW_PATH}
      data-testid="preview-frame"
      className="block border-0 bg-white"
      style={{ width: device.width, height: device.height }}
    />
  );
}
