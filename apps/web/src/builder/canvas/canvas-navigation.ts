// What the canvas offers to move around it: the zoom commands (the indicator, the shortcuts) and
// the wheel, whether it turns over the canvas's margin or over the page (the preview frame runs in
// a process of its own and forwards its wheel over the bridge). The canvas provides it; the preview
// frame and the zoom indicator inside the canvas read it.
import { createContext, useContext } from 'react';
import type { Point } from './canvas-zoom.ts';

export interface CanvasWheel {
  deltaX: number;
  deltaY: number;
  /** 0 pixels, 1 lines, 2 pages (WheelEvent.deltaMode). */
  deltaMode: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

export interface CanvasNavigation {
  zoomToFit(): void;
  /** 100 %: one screen pixel per device pixel. */
  zoomToActualSize(): void;
  zoomIn(): void;
  zoomOut(): void;
  /** A wheel at `point` in canvas pixels: ctrl/⌘ (and a pinch) zooms about it, else it pans. */
  wheel(point: Point, wheel: CanvasWheel): void;
  /** A wheel the page did not use, at `point` in device pixels of the frame. */
  wheelOverFrame(point: Point, wheel: CanvasWheel): void;
}

/** Controls drawn over the canvas (the zoom indicator) are not the canvas's empty margin. */
export const CANVAS_CONTROL_ATTRIBUTE = 'data-canvas-control';

export const CanvasNavigationContext = createContext<CanvasNavigation | null>(null);

/** The canvas around this component, or null outside one. */
export function useCanvasNavigation(): CanvasNavigation | null {
  return useContext(CanvasNavigationContext);
}
