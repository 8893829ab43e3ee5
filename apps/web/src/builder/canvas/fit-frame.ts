// How a device frame fits the canvas: the largest scale at which the whole frame shows with a margin.
import type { Size } from './use-element-size.ts';

/** Space kept free around the frame, as a fraction of the container. */
const MARGIN = 0.06;

export function fitScale(container: Size, frame: Size): number {
  if (!container.width || !container.height || !frame.width || !frame.height) return 1;
  const usable = 1 - 2 * MARGIN;
  return Math.min((container.width * usable) / frame.width, (container.height * usable) / frame.height);
}
