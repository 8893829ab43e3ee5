// The builder's canvas: the selected page's device frame on the zoomable canvas, the sandboxed
// /preview/ frame inside it (which outlines the selected and hovered elements itself and reports
// the pointer, the hovered element and this user's cursor over the bridge) and collaborators'
// cursors on top. A click on the empty canvas clears the selection.
import { DEFAULT_DEVICE_TYPE } from '@vitrine/core';
import { useEffect, useMemo, useState } from 'react';
import { deviceSize } from '../constants.ts';
import { useYMapKey } from '../doc/use-y.ts';
import { useBuilder } from '../state/session.tsx';
import { useCurrentBreakpoint } from '../state/use-breakpoints.ts';
import { usePage } from '../state/use-pages.ts';
import { Canvas } from './canvas.tsx';
import { PreviewFrame } from './preview-frame.tsx';
import { RemoteCursors } from './remote-cursors.tsx';
import { useScreenScale } from './use-screen-scale.ts';

/** The selection and hover outlines' width on screen, whatever the zoom. */
const OUTLINE_SCREEN_PX = 1.5;

/**
 * True once the main thread has been idle after the builder first rendered. The preview frame gets
 * the whole document from this thread (and in browsers that keep a sandboxed frame in the page's
 * process, renders it on this thread too), so it starts after the outliner answers clicks.
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

/** The preview frame, told the outline width in device pixels that draws 1.5 screen pixels. */
function ZoomedPreviewFrame({ device }: { device: { width: number; height: number } }) {
  const scale = useScreenScale();
  return <PreviewFrame device={device} outlineWidth={OUTLINE_SCREEN_PX / (scale || 1)} />;
}

export function BuilderCanvas() {
  const pageId = useBuilder((state) => state.pageId);
  const clearSelection = useBuilder((state) => state.clearSelection);
  // In Preview mode nothing is selected, so a click beside the page changes nothing.
  const previewMode = useBuilder((state) => state.previewMode);
  const page = usePage(pageId);
  const deviceType = useYMapKey<string>(page, 'deviceType') ?? DEFAULT_DEVICE_TYPE;
  // A breakpoint other than the base shows the page at its width (docs/breakpoints.md).
  const breakpoint = useCurrentBreakpoint();
  const device = useMemo(() => {
    const size = deviceSize(deviceType);
    const width = breakpoint.maxWidth ?? breakpoint.minWidth;
    return width === undefined ? size : { width, height: size.height };
  }, [deviceType, breakpoint]);
  const previewReady = useAfterFirstIdle();

  return (
    <Canvas device={device} onEmptyClick={previewMode ? undefined : clearSelection}>
      {previewReady && <ZoomedPreviewFrame device={device} />}
      <RemoteCursors pageId={pageId} />
    </Canvas>
  );
}
