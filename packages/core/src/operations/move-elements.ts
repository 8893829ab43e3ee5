// Moves elements by drag and drop: 'over' an element reparents into it (last child) unless it lies
// in a dragged element's own subtree; 'top'/'bottom' place before/after the target among its
// siblings; a page target places at an index of the page's root list. Several dragged elements land
// side by side in document order (as a move to another page places them), each once, a dragged
// element's dragged descendants carried along inside it.
import type * as Y from 'yjs';
import {
  clampIndex,
  containerChildren,
  elementParent,
  getElement,
  getPage,
  isWithin,
  pageElements,
  removeId,
} from '../document/access.ts';
import type { YMap } from '../document/build.ts';
import { OperationError } from '../errors.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import { OPERATION_TEXTS } from '../texts.ts';
import type { DropPosition } from './drop-position.ts';
import { selectionRoots } from './selection-roots.ts';
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
    return refusal(page, selectionRoots(page, args.elementIds), args.target) === null;
  } catch (error) {
    if (error instanceof OperationError) return false;
    throw error;
  }
}

/** Where the dragged elements go in the destination list, once they have left it. */
function insertionIndex(list: readonly string[], target: MoveTarget, pageIndex: number): number {
  if (target.kind === 'page') return clampIndex(pageIndex, list.length);
  if (target.position === 'over') return list.length;
  const at = list.indexOf(target.id);
  return at < 0 ? list.length : target.position === 'top' ? at : at + 1;
}

/** Whether the dragged elements already sit where the move would put them (a drop in place). */
function alreadyThere(
  page: YMap,
  dragged: readonly string[],
  parent: string | null,
  target: MoveTarget,
  pageIndex: number,
): boolean {
  const elements = pageElements(page);
  if (dragged.some((id) => elementParent(elements.get(id)!) !== parent)) return false;
  const list = containerChildren(page, parent).toArray();
  const rest = list.filter((id) => !dragged.includes(id));
  const index = insertionIndex(rest, target, pageIndex);
  const result = [...rest.slice(0, index), ...dragged, ...rest.slice(index)];
  return result.length === list.length && result.every((id, at) => id === list[at]);
}

/** A drop in place changes nothing: no transaction, so no undo step that undoes nothing. */
export function moveElements(doc: Y.Doc, args: MoveElementsArgs, origin: unknown = LOCAL_ORIGIN): void {
  const page = getPage(doc, args.pageId);
  const { target } = args;
  const dragged = selectionRoots(page, args.elementIds).filter(
    (id) => !(target.kind === 'element' && target.position !== 'over' && id === target.id),
  );
  const reason = refusal(page, dragged, target);
  if (reason) throw new OperationError(reason);
  if (dragged.length === 0) return;
  const parent = destinationParent(page, target);
  // A page index counts the root list as it is before the move.
  const pageIndex =
    target.kind === 'page'
      ? target.index -
        pageRootIds(page)
          .slice(0, Math.max(0, target.index))
          .filter((id) => dragged.includes(id)).length
      : 0;
  if (alreadyThere(page, dragged, parent, target, pageIndex)) return;
  const elements = pageElements(page);
  transact(doc, origin, () => {
    for (const id of dragged) {
      const current = elementParent(elements.get(id)!);
      if (current === null || elements.has(current)) removeId(containerChildren(page, current), id);
      elements.get(id)!.set('parent', parent);
    }
    const list = containerChildren(page, parent);
    list.insert(insertionIndex(list.toArray(), target, pageIndex), dragged);
  });
}

function pageRootIds(page: YMap): string[] {
  return containerChildren(page, null).toArray();
}
