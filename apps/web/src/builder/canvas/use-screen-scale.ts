// Device pixels → screen pixels inside the canvas (the canvas transform's scale), so overlays drawn
// in device coordinates (outlines, cursors) can keep a constant on-screen stroke and size.
import { useTransformComponent, type ReactZoomPanPinchContextState } from 'react-zoom-pan-pinch';

const scaleOf = (context: ReactZoomPanPinchContextState) => context.state.scale;

export function useScreenScale(): number {
  return useTransformComponent(scaleOf);
}
