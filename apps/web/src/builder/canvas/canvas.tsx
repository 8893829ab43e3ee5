// The zoomable, pannable canvas (SPEC §2 "Builder canvas"): the device frame of the selected page,
// scaled to fit, re-centred on window resize and when the fit scale or the container ratio changes.
// A click on the empty canvas (not a pan) clears the selection.
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { TransformComponent, TransformWrapper, type ReactZoomPanPinchContentRef } from 'react-zoom-pan-pinch';
import { LIMITS } from '../constants.ts';
import { fitScale } from './fit-frame.ts';
import { useElementSize, type Size } from './use-element-size.ts';

export interface FrameGeometry {
  /** The device size the preview lays out at. */
  device: Size;
  /** Scale from device pixels to canvas pixels before zooming. */
  fit: number;
}

interface CanvasProps {
  device: Size;
  onEmptyClick?: () => void;
  /** The frame's content, laid out at device size (already scaled by the canvas). */
  children: (geometry: FrameGeometry) => ReactNode;
}

/** Pointer travel (px) under which a press-and-release is a click, not a pan. */
const CLICK_TOLERANCE = 4;

export function Canvas({ device, onEmptyClick, children }: CanvasProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const transformRef = useRef<ReactZoomPanPinchContentRef>(null);
  const container = useElementSize(containerRef);
  const fit = fitScale(container, device);
  const ratio = container.height ? Math.round((container.width / container.height) * 100) / 100 : 0;

  const recentre = useCallback(() => {
    const timer = window.setTimeout(() => {
      void transformRef.current?.centerView(undefined, LIMITS.recentreAnimationMs);
    }, LIMITS.recentreDelayMs);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => recentre(), [recentre, fit, ratio]);

  useEffect(() => {
    let cancel: (() => void) | undefined;
    const onResize = () => {
      cancel?.();
      cancel = recentre();
    };
    window.addEventListener('resize', onResize);
    return () => {
      cancel?.();
      window.removeEventListener('resize', onResize);
    };
  }, [recentre]);

  const press = useRef<{ x: number; y: number } | null>(null);
  const geometry: FrameGeometry = { device, fit };

  return (
    <div
      ref={containerRef}
      data-testid="builder-canvas"
      className="relative h-full w-full overflow-hidden bg-neutral-200"
      onPointerDown={(event) => {
        press.current = { x: event.clientX, y: event.clientY };
      }}
      onPointerUp={(event) => {
        const start = press.current;
        press.current = null;
        if (!start || frameRef.current?.contains(event.target as Node)) return;
        if (Math.hypot(event.clientX - start.x, event.clientY - start.y) > CLICK_TOLERANCE) return;
        onEmptyClick?.();
      }}
    >
      <TransformWrapper
        ref={transformRef}
        minScale={LIMITS.zoom.min}
        maxScale={LIMITS.zoom.max}
        limitToBounds={false}
        centerOnInit
        wheel={{ step: LIMITS.zoom.wheelStep }}
        doubleClick={{ step: LIMITS.zoom.doubleClickStep, animationTime: LIMITS.zoom.animationMs }}
        zoomAnimation={{ animationTime: LIMITS.zoom.animationMs }}
        panning={{ velocityDisabled: true }}
      >
        <TransformComponent wrapperStyle={{ width: '100%', height: '100%' }}>
          <div
            style={{ width: device.width * fit, height: device.height * fit }}
            className="relative shadow-lg ring-1 ring-neutral-300"
          >
            <div
              ref={frameRef}
              data-testid="builder-frame"
              className="absolute top-0 left-0 origin-top-left bg-white"
              style={{ width: device.width, height: device.height, transform: `scale(${fit})` }}
            >
              {children(geometry)}
            </div>
          </div>
        </TransformComponent>
      </TransformWrapper>
    </div>
  );
}
