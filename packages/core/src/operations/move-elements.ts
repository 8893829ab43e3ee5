// Moves elements by drag and drop: 'over' an element reparents into it (last child) unless it lies
// in a dragged element's own subtree; 'top'/'bottom' place before/after the target among its
// siblings; a page target places at an index of the page's root list.
import type * as Y from 'yjs';
import {
  clampIndex,
  containerChildren,
  elementParent,
  getElement,
  getPage,
  indexOfId,
  isWithin,
  pageElements,
  removeId,
} from '../document/access.ts';
import type { YMap } from '../document/build.ts';
import { OperationError } from '../errors.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import { OPERATION_TEXTS } from '../texts.ts';
import type { DropPosition } from './drop-position.ts';
import { transact } from './transact.ts';

export type MoveTarget =
  | { kind: 'element'; id: string; position: DropPosition }
  /** `index` counts the page's root list as it is before the move. */
  | { kind: 'page'; index: number };

export interface MoveElementsArgs {
  pageId: string;
  elementIds: string[];
  target: MoveTarget;
}

/** Dragged ids without duplicates and without those carried along by a dragged ancestor. */
function movableRoots(page: YMap, elementIds: string[]): string[] {
  const unique = [...new Set(elementIds)];
  for (const id of unique) getElement(page, id);
  return unique.filter((id) => !unique.some((other) => other !== id && isWithin(page, other, id)));
}

function destinationParent(page: YMap, target: MoveTarget): string | null {
  if (target.kind === 'page') return null;
  const element = getElement(page, target.id);
  return target.position === 'over' ? target.id : elementParent(element);
}

/** Why the drop is refused, or null when it is allowed. */
function refusal(page: YMap, dragged: string[], target: MoveTarget): string | null {
  const parent = destinationParent(page, target);
  if (parent !== null && dragged.some((id) => isWithin(page, id, parent))) {
    return OPERATION_TEXTS.moveIntoOwnSubtree;
  }
  return null;
}

/** Whether the drop is allowed (the outliner greys out refused targets). */
export function canMoveElements(doc: Y.Doc, args: MoveElementsArgs): boolean {
  try {
    const page = getPage(doc, args.pageId);
    return refusal(page, movableRoots(page, args.elementIds), args.target) === null;
  } catch (error) {
    if (error instanceof OperationError) return false;
    throw error;
  }
}

export function moveElements(doc: Y.Doc, args: MoveElementsArgs, origin: unknown = LOCAL_ORIGIN): void {
  const page = getPage(doc, args.pageId);
  const { target } = args;
  const dragged = movableRoots(page, args.elementIds).filter(
    (id) => !(target.kind === 'element' && target.position !== 'over' && id === target.id),
  );
  const reason = refusal(page, dragged, target);
  if (reason) throw new OperationError(reason);
  if (dragged.length === 0) return;
  const parent = destinationParent(page, target);
  const elements = pageElements(page);
  transact(doc, origin, () => {
    let pageIndex = 0;
    if (target.kind === 'page') {
      const before = pageRootIds(page).slice(0, Math.max(0, target.index));
      pageIndex = target.index - before.filter((id) => dragged.includes(id)).length;
    }
    for (const id of dragged) {
      const current = elementParent(elements.get(id)!);
      if (current === null || elements.has(current)) removeId(containerChildren(page, current), id);
      elements.get(id)!.set('parent', parent);
    }
    const list = containerChildren(page, parent);
    let index: number;
    if (target.kind === 'page') index = clampIndex(pageIndex, list.length);
    else if (target.position === 'over') index = list.length;
    else {
      const at = indexOfId(list, target.id);
      index = at < 0 ? list.length : target.position === 'top' ? at : at + 1;
    }
    list.insert(index, dragged);
  });
}

function pageRootIds(page: YMap): string[] {
  return containerChildren(page, null).toArray();
}
