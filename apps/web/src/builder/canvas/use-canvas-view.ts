// Where the device frame is on the canvas and the commands that move it (canvas-navigation.ts),
// over react-zoom-pan-pinch, which keeps the transform and pans on a drag or a touch pinch; the wheel,
// the double-click and the zoom commands are computed here (canvas-zoom.ts) and set on it.
//
// SPEC §2: the frame is placed to fit when the canvas first has a size, and re-centred 100 ms after
// the window, the canvas's ratio or the fit scale (the page's device) changes, in 250 ms, keeping
// the user's zoom as a multiple of the fit scale, or 100 % when that is where the user was.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import type { ReactZoomPanPinchContentRef } from 'react-zoom-pan-pinch';
import { LIMITS } from '../constants.ts';
import type { CanvasNavigation, CanvasWheel } from './canvas-navigation.ts';
import {
  actualSizeView,
  centredView,
  clampScale,
  fitScale,
  fitView,
  onWholePixels,
  stepZoom,
  wheelPan,
  wheelPixels,
  wheelZoom,
  type Point,
  type View,
} from './canvas-zoom.ts';
import { useElementSize, type Size } from './use-element-size.ts';

export interface CanvasView {
  transformRef: RefObject<ReactZoomPanPinchContentRef | null>;
  fit: number;
  navigation: CanvasNavigation;
  /** A double-click on the canvas's margin at a client point: one double-click step in. */
  zoomInAt(client: Point): void;
}

export function useCanvasView(containerRef: RefObject<HTMLElement | null>, device: Size): CanvasView {
  const transformRef = useRef<ReactZoomPanPinchContentRef>(null);
  const container = useElementSize(containerRef);
  const fit = fitScale(container, device);
  const ratio = container.height ? Math.round((container.width / container.height) * 100) / 100 : 0;

  // The latest sizes, for commands that outlive renders.
  const latest = useRef({ container, device, fit });
  latest.current = { container, device, fit };
  // The fit scale the frame was last placed at: the user's zoom is the scale over it.
  const placedFit = useRef<number | null>(null);
  // Each placement replaces the one before: an animation's last frame is set exactly only if no
  // other placement came after it.
  const placements = useRef(0);

  const current = useCallback((): View | null => {
    const state = transformRef.current?.instance.state;
    return state ? { x: state.positionX, y: state.positionY, scale: state.scale } : null;
  }, []);

  const show = useCallback((view: View, animationMs = 0) => {
    const transform = transformRef.current;
    if (!transform) return;
    const placement = ++placements.current;
    const instance = transform.instance;
    if (animationMs === 0 && instance.animation) {
      // A wheel turned during an animated zoom wins over the rest of the animation.
      if (instance.animationFrame !== null) cancelAnimationFrame(instance.animationFrame);
      instance.animation = null;
      instance.animationFrame = null;
      instance.isAnimating = false;
    }
    void transform.setTransform(view.x, view.y, view.scale, animationMs, 'easeOut').then(() => {
      // The animation's last frame adds the differences back up; land exactly where asked
      // (100 % stays one screen pixel per device pixel on whole pixels).
      if (animationMs && placement === placements.current)
        transform.setTransform(view.x, view.y, view.scale, 0);
    });
  }, []);

  const origin = useCallback((): Point => {
    const box = containerRef.current?.getBoundingClientRect();
    return { x: box?.left ?? 0, y: box?.top ?? 0 };
  }, [containerRef]);

  /** The frame placed again for the canvas and device it has now, keeping the user's zoom. */
  const place = useCallback(
    (animationMs: number) => {
      const { container, device, fit } = latest.current;
      if (!container.width || !container.height) return;
      const view = current();
      const previousFit = placedFit.current;
      placedFit.current = fit;
      if (!view || previousFit === null) return show(fitView(container, device), 0);
      if (view.scale === 1)
        return show(onWholePixels(centredView(container, device, 1), origin()), animationMs);
      const scale = clampScale((view.scale / previousFit) * fit, fit);
      show(centredView(container, device, scale), animationMs);
    },
    [current, origin, show],
  );

  const recentre = useCallback(() => {
    const timer = window.setTimeout(() => place(LIMITS.recentreAnimationMs), LIMITS.recentreDelayMs);
    return () => window.clearTimeout(timer);
  }, [place]);

  // The first size places the frame at once (before it paints); later changes re-centre it.
  useLayoutEffect(() => {
    if (placedFit.current === null) place(0);
  }, [place, fit, ratio]);
  useEffect(() => (placedFit.current === null ? undefined : recentre()), [recentre, fit, ratio]);

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

  const navigation = useMemo<CanvasNavigation>(() => {
    const centre = (): Point => ({
      x: latest.current.container.width / 2,
      y: latest.current.container.height / 2,
    });
    const step = (direction: 1 | -1, point: Point = centre()) => {
      const view = current();
      if (view) show(stepZoom(view, point, direction, latest.current.fit), LIMITS.zoom.animationMs);
    };
    const wheel = (point: Point, input: CanvasWheel) => {
      const view = current();
      if (!view) return;
      const delta = wheelPixels(input, latest.current.container.height);
      if (input.ctrlKey || input.metaKey) show(wheelZoom(view, point, delta.y, latest.current.fit));
      else show(wheelPan(view, delta));
    };
    return {
      zoomToFit: () => {
        const { container, device } = latest.current;
        show(fitView(container, device), LIMITS.zoom.animationMs);
      },
      zoomToActualSize: () => {
        const view = current();
        if (view) show(actualSizeView(view, latest.current.container, origin()), LIMITS.zoom.animationMs);
      },
      zoomIn: () => step(1),
      zoomOut: () => step(-1),
      wheel,
      wheelOverFrame: (point, input) => {
        const view = current();
        if (view) wheel({ x: view.x + point.x * view.scale, y: view.y + point.y * view.scale }, input);
      },
    };
  }, [current, origin, show]);

  const zoomInAt = useCallback(
    (client: Point) => {
      const view = current();
      const at = origin();
      const point = { x: client.x - at.x, y: client.y - at.y };
      if (view) show(stepZoom(view, point, 1, latest.current.fit), LIMITS.zoom.animationMs);
    },
    [current, origin, show],
  );

  return { transformRef, fit, navigation, zoomInAt };
}
