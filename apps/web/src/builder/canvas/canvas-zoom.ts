// The canvas's zoom and pan maths (SPEC §2 "Builder canvas", §9 zoom numbers), free of the DOM.
//
// A view places the device frame on the canvas: `x`, `y` are where the frame's top-left corner is in
// the canvas (CSS pixels from the canvas's top-left) and `scale` is screen pixels per device pixel,
// so 1 is "100 %". SPEC's zoom (min 1, max 8) counts from the fit scale: zoom 1 shows the whole
// frame, zoom 8 eight times larger. "100 %" is allowed to leave that range (a small device on a large
// screen fits at more than 100 %; a large one on a small screen fits at less than 100/8 %), so the
// limits are the SPEC range widened to take 100 % in.
//
// Wheel and keyboard steps multiply the scale: one wheel notch (100 pixels of delta) multiplies it by
// 1 + 0.2 (SPEC's wheel step, exact from the fit, the same feel at every zoom as in Figma and Framer),
// a trackpad's small deltas by the matching fraction of a step, and a double-click or a zoom in/out
// command by 1 + 0.7 (SPEC's double-click step). One event moves one step at most.
import { ZOOM } from '@vitrine/core';
import type { Size } from './use-element-size.ts';

export interface View {
  x: number;
  y: number;
  scale: number;
}

export interface Point {
  x: number;
  y: number;
}

/** Wheel delta (pixels) of one notch of a mouse wheel in Chromium and Safari. */
export const NOTCH_PX = 100;
/** Pixels per line when a wheel reports lines (Firefox reports three lines a notch). */
const LINE_PX = NOTCH_PX / 3;

/** Space kept free around the frame when it fits, as a fraction of the canvas. */
const FIT_MARGIN = 0.06;

/** The largest scale at which the whole frame shows with a margin. */
export function fitScale(container: Size, device: Size): number {
  if (!container.width || !container.height || !device.width || !device.height) return 1;
  const usable = 1 - 2 * FIT_MARGIN;
  return Math.min((container.width * usable) / device.width, (container.height * usable) / device.height);
}

/** The scales the canvas allows: SPEC's zoom range from the fit scale, widened to take 100 % in. */
export function zoomLimits(fit: number): { min: number; max: number } {
  return { min: Math.min(ZOOM.min * fit, 1), max: Math.max(ZOOM.max * fit, 1) };
}

export function clampScale(scale: number, fit: number): number {
  const { min, max } = zoomLimits(fit);
  return Math.min(max, Math.max(min, scale));
}

/** The frame centred on the canvas at `scale`. */
export function centredView(container: Size, device: Size, scale: number): View {
  return {
    x: (container.width - device.width * scale) / 2,
    y: (container.height - device.height * scale) / 2,
    scale,
  };
}

/** Zoom to fit: the whole frame, centred. */
export function fitView(container: Size, device: Size): View {
  return centredView(container, device, fitScale(container, device));
}

/**
 * `view` moved so the frame's corner lies on a whole screen pixel (`origin` is where the canvas
 * itself is on screen): at 100 % nothing is then resampled.
 */
export function onWholePixels(view: View, origin: Point): View {
  return {
    ...view,
    x: Math.round(origin.x + view.x) - origin.x,
    y: Math.round(origin.y + view.y) - origin.y,
  };
}

/** 100 %: one screen pixel per device pixel, about the canvas's centre, on whole pixels. */
export function actualSizeView(view: View, container: Size, origin: Point): View {
  const centre = { x: container.width / 2, y: container.height / 2 };
  return onWholePixels(zoomAbout(view, centre, 1), origin);
}

/** `view` at `scale`, the canvas point `point` staying where it is. */
export function zoomAbout(view: View, point: Point, scale: number): View {
  const ratio = scale / view.scale;
  return {
    x: point.x - (point.x - view.x) * ratio,
    y: point.y - (point.y - view.y) * ratio,
    scale,
  };
}

/** A wheel event's deltas in pixels, whatever unit it reports them in. */
export function wheelPixels(
  wheel: { deltaX: number; deltaY: number; deltaMode: number; shiftKey?: boolean },
  pagePx: number,
): Point {
  const unit = wheel.deltaMode === 1 ? LINE_PX : wheel.deltaMode === 2 ? pagePx : 1;
  const x = wheel.deltaX * unit;
  const y = wheel.deltaY * unit;
  // A mouse wheel with shift scrolls sideways where the system does not turn it itself.
  return wheel.shiftKey && x === 0 ? { x: y, y: 0 } : { x, y };
}

/** The scale factor of a zoom wheel's vertical delta (pixels): one notch one step, no more. */
export function wheelZoomFactor(deltaYPx: number): number {
  const notches = Math.max(-1, Math.min(1, deltaYPx / NOTCH_PX));
  return (1 + ZOOM.wheelStep) ** -notches;
}

/** Ctrl/⌘ + wheel or a pinch at `point`: the point under the pointer stays put. */
export function wheelZoom(view: View, point: Point, deltaYPx: number, fit: number): View {
  const scale = clampScale(view.scale * wheelZoomFactor(deltaYPx), fit);
  return scale === view.scale ? view : zoomAbout(view, point, scale);
}

/** A plain wheel or a two-finger swipe moves the canvas under the pointer like a page scrolls. */
export function wheelPan(view: View, delta: Point): View {
  return { ...view, x: view.x - delta.x, y: view.y - delta.y };
}

/** One double-click step in (1) or out (-1) about `point`. */
export function stepZoom(view: View, point: Point, direction: 1 | -1, fit: number): View {
  const scale = clampScale(view.scale * (1 + ZOOM.doubleClickStep) ** direction, fit);
  return scale === view.scale ? view : zoomAbout(view, point, scale);
}

/** The zoom as the indicator shows it: percent of device pixels, e.g. "62 %". */
export function zoomPercent(scale: number): string {
  return `${Math.round(scale * 100)} %`;
}
