// Device pixels → screen pixels inside the canvas (fit scale × zoom), so overlays drawn in device
// coordinates (outlines, cursors) can keep a constant on-screen stroke and size.
import { useCallback } from 'react';
import { useTransformComponent, type ReactZoomPanPinchContextState } from 'react-zoom-pan-pinch';

export function useScreenScale(fit: number): number {
  const zoom = useTransformComponent(
    useCallback((context: ReactZoomPanPinchContextState) => context.state.scale, []),
  );
  return fit * zoom;
}
