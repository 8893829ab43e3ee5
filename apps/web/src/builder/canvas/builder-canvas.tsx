// The builder's canvas: the selected page's device frame on the zoomable canvas, the same-origin
// /preview/ frame inside it (which outlines the selected and hovered elements itself) and
// collaborators' cursors on top. Pointer moves over the frame set the hovered element and this user's cursor; a click on
// the empty canvas clears the selection.
import { DEFAULT_DEVICE_TYPE } from '@vitrine/core';
import { useEffect, useRef, useState } from 'react';
import { deviceSize } from '../constants.ts';
import { useYMapKey } from '../doc/use-y.ts';
import { useBuilder, useSession } from '../state/session.tsx';
import { usePage } from '../state/use-pages.ts';
import { Canvas } from './canvas.tsx';
import { elementIdAt } from './element-at.ts';
import { OutlineWidth } from './outline-width.tsx';
import { PreviewFrame } from './preview-frame.tsx';
import { RemoteCursors } from './remote-cursors.tsx';

/**
 * True once the main thread has been idle after the builder first rendered. The preview frame
 * shares this thread and renders the whole page, so it starts after the outliner answers clicks.
 */
function useAfterFirstIdle(timeoutMs = 1000): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') {
      setReady(true);
      return;
    }
    const handle = requestIdleCallback(() => setReady(true), { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }, [timeoutMs]);
  return ready;
}

export function BuilderCanvas({
  onFrameDocument,
}: {
  onFrameDocument?: (document: Document | null) => void;
}) {
  const session = useSession();
  const pageId = useBuilder((state) => state.pageId);
  const clearSelection = useBuilder((state) => state.clearSelection);
  const page = usePage(pageId);
  const deviceType = useYMapKey<string>(page, 'deviceType') ?? DEFAULT_DEVICE_TYPE;
  const device = deviceSize(deviceType);
  const [frameDocument, setFrameDocument] = useState<Document | null>(null);
  const previewReady = useAfterFirstIdle();
  const pageRef = useRef(pageId);
  pageRef.current = pageId;

  useEffect(() => onFrameDocument?.(frameDocument), [frameDocument, onFrameDocument]);

  // Hover and cursor from pointer moves inside the frame (device pixels), one update per frame.
  useEffect(() => {
    if (!frameDocument) return;
    let pending: { x: number; y: number; target: EventTarget | null } | null = null;
    let raf = 0;
    const flush = () => {
      raf = 0;
      if (!pending) return;
      const { x, y, target } = pending;
      pending = null;
      session.store.getState().setHovered(elementIdAt(target));
      session.setCursor({ x: Math.round(x), y: Math.round(y) }, pageRef.current);
    };
    const onMove = (event: MouseEvent) => {
      pending = { x: event.clientX, y: event.clientY, target: event.target };
      raf ||= requestAnimationFrame(flush);
    };
    const onLeave = () => {
      pending = null;
      session.store.getState().setHovered(null);
      session.setCursor(null, pageRef.current);
    };
    frameDocument.addEventListener('mousemove', onMove);
    frameDocument.documentElement.addEventListener('mouseleave', onLeave);
    return () => {
      cancelAnimationFrame(raf);
      frameDocument.removeEventListener('mousemove', onMove);
      frameDocument.documentElement.removeEventListener('mouseleave', onLeave);
    };
  }, [frameDocument, session]);

  return (
    <Canvas device={device} onEmptyClick={clearSelection}>
      {({ fit }) => (
        <>
          {previewReady && <PreviewFrame device={device} onDocument={setFrameDocument} />}
          <OutlineWidth frameDocument={frameDocument} fit={fit} />
          <RemoteCursors pageId={pageId} fit={fit} />
        </>
      )}
    </Canvas>
  );
}
