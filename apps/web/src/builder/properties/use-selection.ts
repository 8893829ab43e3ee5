// The selected elements of the current page as the property panel edits them, and the one way the
// panel changes them: each edit runs core operations in one transaction under the local origin (one
// undo step, one update to collaborators), for every selected element at once.
import type { ElementRef } from '@vitrine/core';
import { LOCAL_ORIGIN, asYMap, readString } from '@vitrine/core';
import { useCallback, useMemo, useState } from 'react';
import type * as Y from 'yjs';
import { attempt } from '../actions/element-actions.ts';
import { useYMapKey } from '../doc/use-y.ts';
import { useBuilder, useSession } from '../state/session.tsx';
import { useCurrentPageTree } from '../state/use-page-tree.ts';

export interface SelectedElement {
  id: string;
  map: Y.Map<unknown>;
  elementType: string;
}

export function useSelectedElements(): SelectedElement[] {
  const tree = useCurrentPageTree();
  const ids = useBuilder((state) => state.selectedIds);
  return useMemo(() => {
    const list: SelectedElement[] = [];
    for (const id of ids) {
      const map = tree?.element(id);
      if (map) list.push({ id, map, elementType: readString(map.get('elementType')) ?? '' });
    }
    return list;
  }, [tree, ids]);
}

/**
 * Resets a field's own state (a unit picked, a popover open) when the field starts showing other
 * elements. The style fields stay mounted from one selection to the next, which costs a render
 * rather than new DOM; `reset` runs in that render, so no frame shows the old selection's state.
 */
export function useResetOnSelection(elements: readonly SelectedElement[], reset: () => void): void {
  const key = elements.map((element) => element.id).join();
  const [shown, setShown] = useState(key);
  if (shown !== key) {
    setShown(key);
    reset();
  }
}

/** True when edits must not happen (read-only session). */
export function useReadOnly(): boolean {
  const session = useSession();
  const storeReadOnly = useBuilder((state) => state.readOnly);
  return session.readOnly || storeReadOnly;
}

export type ElementEdit = (doc: Y.Doc, ref: ElementRef) => void;

/** Runs `edit` for each element id in one transaction; refusals become toasts. Returns success. */
export function useEditElements(): (ids: readonly string[], edit: ElementEdit) => boolean {
  const session = useSession();
  const pageId = useBuilder((state) => state.pageId);
  const readOnly = useReadOnly();
  return useCallback(
    (ids, edit) => {
      if (readOnly || !pageId || ids.length === 0) return false;
      const done = attempt(() => {
        session.doc.transact(() => {
          for (const elementId of ids) edit(session.doc, { pageId, elementId });
        }, LOCAL_ORIGIN);
        return true;
      });
      return done === true;
    },
    [session, pageId, readOnly],
  );
}

/** Runs a project-level change (theme, attributes, prices) if the session may edit. */
export function useEditProject(): (edit: (doc: Y.Doc) => void) => boolean {
  const session = useSession();
  const readOnly = useReadOnly();
  return useCallback(
    (edit) => {
      if (readOnly) return false;
      return (
        attempt(() => {
          edit(session.doc);
          return true;
        }) === true
      );
    },
    [session, readOnly],
  );
}

/** One part of an element (props, styles...) as a Y.Map. */
export function useElementPart(
  element: Y.Map<unknown> | null,
  part: 'props' | 'styles' | 'dataAttributes' | 'eventInteractions',
): Y.Map<unknown> | null {
  return asYMap(useYMapKey(element, part));
}
