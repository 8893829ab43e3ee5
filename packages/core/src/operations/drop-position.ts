// Where a drag over an outliner row drops: the upper 25 % of the row means before it, the lower
// 25 % after it, anything between into it.
import { DROP_THRESHOLDS } from '../constants.ts';

export type DropPosition = 'top' | 'bottom' | 'over';

/** `offsetY`: pointer distance from the row's top edge; `height`: the row's height. */
export function dropPosition(offsetY: number, height: number): DropPosition {
  if (!(height > 0)) return 'over';
  const ratio = offsetY / height;
  if (ratio < DROP_THRESHOLDS.top) return 'top';
  if (ratio > DROP_THRESHOLDS.bottom) return 'bottom';
  return 'over';
}
