// The zoomable, pannable canvas (SPEC §2 "Builder canvas"): the device frame of the selected page at
// device size, placed by one transform whose scale is screen pixels per device pixel (so "100 %" is
// scale 1, drawn without resampling). Ctrl/⌘ + wheel or a pinch zooms about the pointer, a plain
// wheel pans, over the margin and over the page alike (the preview frame forwards the wheel it does
// not scroll with); a drag on the margin pans; a double-click on the margin zooms in one step. The
// zoom indicator and the shortcuts (shift+1, shift+0, ctrl+=, ctrl+-) zoom to fit, to 100 %, in
// and out. A click on the empty canvas (not a pan) clears the selection.
import { useRef, type ReactNode } from 'react';
import { TransformComponent, TransformWrapper } from 'react-zoom-pan-pinch';
import { LIMITS } from '../constants.ts';
import { CANVAS_CONTROL_ATTRIBUTE, CanvasNavigationContext } from './canvas-navigation.ts';
import { zoomLimits } from './canvas-zoom.ts';
import type { Size } from './use-element-size.ts';
import { useCanvasShortcuts } from './use-canvas-shortcuts.ts';
import { useCanvasView } from './use-canvas-view.ts';
import { useCanvasWheel } from './use-canvas-wheel.ts';
import { ZoomIndicator } from './zoom-indicator.tsx';

interface CanvasProps {
  device: Size;
  onEmptyClick?: (() => void) | undefined;
  /** The frame's content, laid out at device size (the canvas scales it). */
  children: ReactNode;
}

/** Pointer travel (px) under which a press-and-release is a click, not a pan. */
const CLICK_TOLERANCE = 4;

function onControl(target: EventTarget): boolean {
  return target instanceof Element && target.closest(`[${CANVAS_CONTROL_ATTRIBUTE}]`) !== null;
}

export function Canvas({ device, onEmptyClick, children }: CanvasProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const { transformRef, fit, navigation, zoomInAt } = useCanvasView(containerRef, device);
  const limits = zoomLimits(fit);
  useCanvasWheel(containerRef, navigation);
  useCanvasShortcuts(navigation);

  const press = useRef<{ x: number; y: number } | null>(null);
  const onMargin = (target: EventTarget) => !frameRef.current?.contains(target as Node) && !onControl(target);

  return (
    <CanvasNavigationContext.Provider value={navigation}>
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
          if (!start || !onMargin(event.target)) return;
          if (Math.hypot(event.clientX - start.x, event.clientY - start.y) > CLICK_TOLERANCE) return;
          onEmptyClick?.();
        }}
        onDoubleClick={(event) => {
          if (onMargin(event.target)) zoomInAt({ x: event.clientX, y: event.clientY });
        }}
      >
        <TransformWrapper
          ref={transformRef}
          minScale={limits.min}
          maxScale={limits.max}
          limitToBounds={false}
          wheel={{ disabled: true }}
          trackPadPanning={{ disabled: true }}
          doubleClick={{ disabled: true }}
          zoomAnimation={{ animationTime: LIMITS.zoom.animationMs }}
          panning={{ velocityDisabled: true }}
        >
          <TransformComponent wrapperStyle={{ width: '100%', height: '100%' }}>
            <div
              ref={frameRef}
              data-testid="builder-frame"
              className="relative bg-white shadow-lg ring-1 ring-neutral-300"
              style={{ width: device.width, height: device.height }}
            >
              {children}
            </div>
          </TransformComponent>
          <ZoomIndicator />
        </TransformWrapper>
      </div>
    </CanvasNavigationContext.Provider>
  );
}
