import { ZOOM } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
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
  wheelZoomFactor,
  zoomAbout,
  zoomLimits,
  zoomPercent,
  type Point,
  type View,
} from './canvas-zoom.ts';

const CANVAS = { width: 1000, height: 800 };
const DESKTOP = { width: 1920, height: 937 };

/** The device point shown at a canvas point. */
const deviceAt = (view: View, point: Point): Point => ({
  x: (point.x - view.x) / view.scale,
  y: (point.y - view.y) / view.scale,
});

describe('fitScale', () => {
  it('shows the whole frame with a 6 % margin on the tighter side', () => {
    expect(fitScale(CANVAS, DESKTOP)).toBeCloseTo((1000 * 0.88) / 1920, 10);
    expect(fitScale(CANVAS, { width: 390, height: 844 })).toBeCloseTo((800 * 0.88) / 844, 10);
  });

  it('is 1 while the canvas has no size', () => {
    expect(fitScale({ width: 0, height: 0 }, DESKTOP)).toBe(1);
  });
});

describe('zoomLimits', () => {
  it("is SPEC's 1 to 8 times the fit scale", () => {
    expect(zoomLimits(0.5)).toEqual({ min: 0.5, max: 4 });
  });

  it('takes 100 % in when the frame fits larger than device pixels', () => {
    expect(zoomLimits(2)).toEqual({ min: 1, max: 16 });
  });

  it('takes 100 % in when eight times the fit is still smaller than device pixels', () => {
    expect(zoomLimits(0.1)).toEqual({ min: 0.1, max: 1 });
  });

  it('clamps scales into them', () => {
    expect(clampScale(10, 0.5)).toBe(4);
    expect(clampScale(0.1, 0.5)).toBe(0.5);
    expect(clampScale(1, 0.5)).toBe(1);
  });
});

describe('views', () => {
  it('centres the frame', () => {
    const view = centredView(CANVAS, DESKTOP, 0.5);
    expect(view).toEqual({ x: (1000 - 960) / 2, y: (800 - 468.5) / 2, scale: 0.5 });
    expect(fitView(CANVAS, DESKTOP).scale).toBe(fitScale(CANVAS, DESKTOP));
  });

  it('shows 100 % about the canvas centre with the frame on whole screen pixels', () => {
    const origin = { x: 288.5, y: 48.25 };
    const from = fitView(CANVAS, DESKTOP);
    const view = actualSizeView(from, CANVAS, origin);
    expect(view.scale).toBe(1);
    expect(Number.isInteger(origin.x + view.x)).toBe(true);
    expect(Number.isInteger(origin.y + view.y)).toBe(true);
    const centre = { x: 500, y: 400 };
    const before = deviceAt(from, centre);
    const after = deviceAt(view, centre);
    expect(Math.abs(after.x - before.x)).toBeLessThanOrEqual(0.5);
    expect(Math.abs(after.y - before.y)).toBeLessThanOrEqual(0.5);
  });

  it('rounds a view onto whole pixels', () => {
    expect(onWholePixels({ x: 10.4, y: -3.6, scale: 1 }, { x: 0.5, y: 0 })).toEqual({
      x: 10.5,
      y: -4,
      scale: 1,
    });
  });

  it('zooms about a point that stays put', () => {
    const view = { x: 40, y: -20, scale: 0.5 };
    const point = { x: 300, y: 200 };
    const zoomed = zoomAbout(view, point, 1.5);
    expect(deviceAt(zoomed, point).x).toBeCloseTo(deviceAt(view, point).x, 10);
    expect(deviceAt(zoomed, point).y).toBeCloseTo(deviceAt(view, point).y, 10);
  });
});

describe('the wheel', () => {
  it('turns one notch into one SPEC step (×1.2 in, ÷1.2 out), and no more in one event', () => {
    expect(wheelZoomFactor(-100)).toBeCloseTo(1 + ZOOM.wheelStep, 10);
    expect(wheelZoomFactor(100)).toBeCloseTo(1 / (1 + ZOOM.wheelStep), 10);
    expect(wheelZoomFactor(-1000)).toBeCloseTo(1.2, 10);
    expect(wheelZoomFactor(0)).toBe(1);
  });

  it("turns a trackpad's small deltas into the same fraction of a step", () => {
    expect(wheelZoomFactor(-10)).toBeCloseTo(1.2 ** 0.1, 10);
    // Ten tenths make one step.
    let scale = 1;
    for (let event = 0; event < 10; event += 1) scale *= wheelZoomFactor(-10);
    expect(scale).toBeCloseTo(1.2, 10);
  });

  it('reads lines (three a notch) and pages as pixels, and shift as sideways', () => {
    expect(wheelPixels({ deltaX: 0, deltaY: 3, deltaMode: 1 }, 800)).toEqual({ x: 0, y: 100 });
    expect(wheelPixels({ deltaX: 0, deltaY: 1, deltaMode: 2 }, 800)).toEqual({ x: 0, y: 800 });
    expect(wheelPixels({ deltaX: 0, deltaY: 100, deltaMode: 0, shiftKey: true }, 800)).toEqual({
      x: 100,
      y: 0,
    });
    expect(wheelPixels({ deltaX: 30, deltaY: 40, deltaMode: 0, shiftKey: true }, 800)).toEqual({
      x: 30,
      y: 40,
    });
  });

  it('climbs from the fit to 8× step by step, the pointer staying on the same device point', () => {
    const fit = fitScale(CANVAS, DESKTOP);
    const point = { x: 120, y: 640 };
    let view = fitView(CANVAS, DESKTOP);
    const anchor = deviceAt(view, point);
    const scales: number[] = [];
    for (let notch = 0; notch < 10; notch += 1) {
      const next = wheelZoom(view, point, -100, fit);
      expect(next.scale / view.scale).toBeLessThanOrEqual(1.2 + 1e-9);
      expect(next.scale).toBeLessThanOrEqual(ZOOM.max * fit);
      expect(deviceAt(next, point).x).toBeCloseTo(anchor.x, 6);
      expect(deviceAt(next, point).y).toBeCloseTo(anchor.y, 6);
      scales.push(next.scale / fit);
      view = next;
    }
    expect(scales[0]).toBeCloseTo(1.2, 10);
    expect(scales[9]).toBeCloseTo(1.2 ** 10, 10);
    view = wheelZoom(wheelZoom(view, point, -100, fit), point, -100, fit);
    expect(view.scale).toBe(ZOOM.max * fit);
    // At the maximum a further notch leaves the view as it is.
    expect(wheelZoom(view, point, -100, fit)).toBe(view);
  });

  it('stops at the fit on the way out', () => {
    const fit = 0.5;
    let view: View = { x: 0, y: 0, scale: 0.55 };
    view = wheelZoom(view, { x: 0, y: 0 }, 100, fit);
    expect(view.scale).toBe(0.5);
  });

  it('pans like a page scrolls', () => {
    expect(wheelPan({ x: 10, y: 20, scale: 2 }, { x: 5, y: -40 })).toEqual({ x: 5, y: 60, scale: 2 });
  });
});

describe('steps', () => {
  it("zooms in and out by SPEC's double-click step about a point", () => {
    const view = { x: 0, y: 0, scale: 0.5 };
    const zoomedIn = stepZoom(view, { x: 100, y: 100 }, 1, 0.5);
    expect(zoomedIn.scale).toBeCloseTo(0.5 * (1 + ZOOM.doubleClickStep), 10);
    expect(deviceAt(zoomedIn, { x: 100, y: 100 }).x).toBeCloseTo(200, 10);
    expect(stepZoom(view, { x: 0, y: 0 }, -1, 0.5)).toBe(view);
  });
});

describe('zoomPercent', () => {
  it('counts device pixels', () => {
    expect(zoomPercent(1)).toBe('100 %');
    expect(zoomPercent(0.4583)).toBe('46 %');
    expect(zoomPercent(3.6667)).toBe('367 %');
  });
});
