// Where a keyboard drag in the outliner can go, in the order the arrow keys walk them: for each shown
// row that is not part of what is dragged, before it (top), inside it (over) and after it (bottom),
// the same three places a pointer picks on a row. A place another one already names is left out, so
// each press moves the indicator: "before a row" is "after its previous sibling" (kept on the row
// nearer to it: the sibling's when it is closed, this row's when the sibling's children lie between),
// and for one dragged element, the places right before and after it are where it already is.
import type { DropTarget } from './drop-indicator.ts';
import type { OutlineRow } from './visible-rows.ts';

export interface KeyboardDropTarget extends DropTarget {
  /** The row's index in the shown rows. */
  index: number;
}

/** Each row's previous and next sibling among the shown rows (indexes, -1 for none). */
function siblings(rows: readonly OutlineRow[]) {
  const previous = new Array<number>(rows.length).fill(-1);
  const next = new Array<number>(rows.length).fill(-1);
  const lastAtDepth: number[] = [];
  rows.forEach((row, index) => {
    lastAtDepth.length = Math.min(lastAtDepth.length, row.depth + 1);
    const before = lastAtDepth[row.depth];
    if (before !== undefined) {
      previous[index] = before;
      next[before] = index;
    }
    lastAtDepth[row.depth] = index;
  });
  return { previous, next };
}

/**
 * `forbidden`: the dragged elements and everything inside them; `single`: one element is dragged
 * (with several, dropping next to one of them still gathers the others there).
 */
export function keyboardDropTargets(
  rows: readonly OutlineRow[],
  forbidden: ReadonlySet<string>,
  single: boolean,
): KeyboardDropTarget[] {
  const { previous, next } = siblings(rows);
  const dragged = (index: number) => index >= 0 && forbidden.has(rows[index]!.id);
  const targets: KeyboardDropTarget[] = [];
  rows.forEach((row, index) => {
    if (forbidden.has(row.id)) return;
    const before = previous[index]!;
    const after = next[index]!;
    const afterClosedSibling = before >= 0 && !dragged(before) && !rows[before]!.expanded;
    if (!afterClosedSibling && !(single && dragged(before)))
      targets.push({ id: row.id, position: 'top', index });
    targets.push({ id: row.id, position: 'over', index });
    const beforeSibling = after >= 0 && !dragged(after) && row.expanded;
    if (!beforeSibling && !(single && dragged(after)))
      targets.push({ id: row.id, position: 'bottom', index });
  });
  return targets;
}

/**
 * The place one arrow press moves to from `current` (`step` +1 down, -1 up), staying put at the
 * ends. With no place chosen yet, the first press goes to the nearest place below (or above) the row
 * `origin` the drag started from.
 */
export function stepDropTarget(
  targets: readonly KeyboardDropTarget[],
  current: DropTarget | null,
  origin: number,
  step: 1 | -1,
): KeyboardDropTarget | null {
  if (targets.length === 0) return null;
  const at = current
    ? targets.findIndex((target) => target.id === current.id && target.position === current.position)
    : -1;
  if (at >= 0) return targets[Math.min(Math.max(at + step, 0), targets.length - 1)]!;
  if (step > 0) return targets.find((target) => target.index > origin) ?? targets.at(-1)!;
  return targets.findLast((target) => target.index < origin) ?? targets[0]!;
}
