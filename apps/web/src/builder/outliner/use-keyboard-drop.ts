// The keyboard's part of a drag in the outliner: after Space picked the selection up, up and down
// walk the places between and inside the shown rows (keyboard-drop-targets.ts), right opens the
// element at the place and left closes it (or goes to its parent), each place scrolled into view and
// described for the screen reader. The rules are the pointer's (nothing goes into its own subtree),
// but a closed element opens by the right arrow rather than after a 750 ms hold (showTarget).
import { useCallback, useMemo, type RefObject } from 'react';
import { steppingKeyboardOptions, type StepDirection } from '../shortcuts/keyboard-drag.ts';
import { dropIndicator, pageDropIndicator, type DropTarget } from './drop-indicator.ts';
import { keyboardDropTargets, stepDropTarget } from './keyboard-drop-targets.ts';
import { OUTLINER_TEXTS } from './texts.ts';
import { parentIndex } from './tree-keys.ts';
import type { DragState, OutlinerDndOptions } from './dnd-options.ts';

interface Args {
  drag: RefObject<DragState>;
  latest: RefObject<OutlinerDndOptions>;
  showTarget: (target: DropTarget | null, hold?: boolean) => void;
}

export function useKeyboardDrop({ drag, latest, showTarget }: Args) {
  const step = useCallback(
    (direction: StepDirection): boolean => {
      const { ids, forbidden, origin, keyboard } = drag.current;
      if (!keyboard || !ids.length) return false;
      const { rows: shownRows, setExpanded, scrollToRow } = latest.current;
      const rows = shownRows();
      const current = dropIndicator.get();
      if (direction === 'up' || direction === 'down') {
        const targets = keyboardDropTargets(rows, forbidden, ids.length === 1);
        const next = stepDropTarget(targets, current, origin, direction === 'down' ? 1 : -1);
        if (!next || (next.id === current?.id && next.position === current.position)) return false;
        showTarget({ id: next.id, position: next.position }, false);
        scrollToRow(next.index);
        return true;
      }
      const index = current ? rows.findIndex((row) => row.id === current.id) : -1;
      const row = rows[index];
      if (!row) return false;
      if (direction === 'right') {
        if (!row.hasChildren || row.expanded) return false;
        setExpanded(row.id, true);
        return true;
      }
      if (row.expanded) {
        setExpanded(row.id, false);
        return true;
      }
      const parent = parentIndex(rows, index);
      if (parent < 0) return false;
      showTarget({ id: rows[parent]!.id, position: 'over' }, false);
      scrollToRow(parent);
      return true;
    },
    [drag, latest, showTarget],
  );

  const sensorOptions = useMemo(() => steppingKeyboardOptions(step), [step]);

  /** The place the drag is over now, in words. */
  const describe = useCallback((): string => {
    const { tree, label, pageLabel, isExpanded } = latest.current;
    const page = pageDropIndicator.get();
    if (page) return OUTLINER_TEXTS.overPage(pageLabel(page));
    const target = dropIndicator.get();
    if (!target) return OUTLINER_TEXTS.nowhere;
    const hasChildren = (tree?.read().children.get(target.id)?.length ?? 0) > 0;
    return OUTLINER_TEXTS.place(
      target.position,
      label(target.id),
      hasChildren ? isExpanded(target.id) : null,
    );
  }, [latest]);

  return { sensorOptions, describe };
}
