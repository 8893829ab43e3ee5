// Cut, copy and paste of elements, within a page and across pages. The clipboard lives in this tab:
// a cut remembers which elements to move (they stay where they are until pasted, so nothing is lost
// when nothing is pasted), a copy keeps a snapshot of the copied subtrees. Paste goes into the first
// selected element when it takes children, else next to it, else to the end of the page. A cut
// pasted on another page moves the elements there (core's moveElementsToPage: ids kept unique,
// references and the page states they use kept working); a copy pastes fresh copies.
import {
  exportComponents,
  importComponents,
  LOCAL_ORIGIN,
  moveElements,
  moveElementsToPage,
  type ComponentExport,
  type MovedToPage,
  asYMap,
  readString,
  projectMap,
} from '@vitrine/core';
import { toast } from 'sonner';
import { registry } from '../registry/use-registry.ts';
import type { BuilderSession } from '../state/session.tsx';
import { attempt, currentPage } from './element-actions.ts';
import { CLIPBOARD_TEXTS } from './texts.ts';

type Clip = { mode: 'cut'; pageId: string; ids: string[] } | { mode: 'copy'; exports: ComponentExport[] };

let clip: Clip | null = null;

export function hasClipboard(): boolean {
  return clip !== null;
}

/** Forgets what was cut or copied (tests, and after a cut is pasted). */
export function clearClipboard(): void {
  clip = null;
}

export function pageLabel(session: BuilderSession, pageId: string): string {
  const pages = asYMap(projectMap(session.doc).get('pages'));
  return readString(asYMap(pages?.get(pageId))?.get('label')) ?? pageId;
}

export interface PasteTarget {
  parentId: string | null;
  /** Position in the parent's list (absent: at the end). */
  index?: number;
  /** The selected element the paste follows, when it does not take children. */
  after?: string;
}

/** Where a paste lands on the current page: into, or after, the first selected element. */
export function pasteTarget(session: BuilderSession): PasteTarget {
  const current = currentPage(session);
  const first = session.store.getState().selectedIds[0];
  if (!current || !first || !current.tree.element(first)) return { parentId: null };
  const type = readString(current.tree.element(first)?.get('elementType'));
  if (type && registry.get(type)?.acceptsChildren) return { parentId: first };
  const { parent, children, roots } = current.tree.read();
  const parentId = parent.get(first) ?? null;
  const siblings = parentId === null ? roots : (children.get(parentId) ?? []);
  return { parentId, index: siblings.indexOf(first) + 1, after: first };
}

export function cutElements(session: BuilderSession, ids: readonly string[]): void {
  const current = currentPage(session);
  if (session.readOnly || !current || ids.length === 0) return;
  clip = { mode: 'cut', pageId: current.pageId, ids: [...ids] };
  toast.info(CLIPBOARD_TEXTS.cut(ids.length));
}

export function copyElements(session: BuilderSession, ids: readonly string[]): void {
  const current = currentPage(session);
  if (!current || ids.length === 0) return;
  const { parent } = current.tree.read();
  // A copied element's descendants come along; selected descendants are not copied twice.
  const roots = ids.filter((id) => !current.tree.ancestors(id).some((ancestor) => ids.includes(ancestor)));
  const exports = attempt(() =>
    roots
      .filter((id) => parent.has(id))
      .map((elementId) => exportComponents(session.doc, { pageId: current.pageId, elementId })),
  );
  if (!exports?.length) return;
  clip = { mode: 'copy', exports };
  toast.info(CLIPBOARD_TEXTS.copied(exports.length));
}

function reportMove(session: BuilderSession, fromPageId: string, result: MovedToPage) {
  if (result.copiedStates.length) toast.info(CLIPBOARD_TEXTS.statesCopied(result.copiedStates));
  if (result.danglingFrom.length)
    toast.warning(CLIPBOARD_TEXTS.dangling(result.danglingFrom.length, pageLabel(session, fromPageId)));
}

/** Moves elements of the current page to another page's root (a drop on the page list). */
export function moveToPage(session: BuilderSession, ids: readonly string[], toPageId: string): boolean {
  const current = currentPage(session);
  if (session.readOnly || !current || ids.length === 0 || toPageId === current.pageId) return false;
  const result = attempt(() =>
    moveElementsToPage(session.doc, { pageId: current.pageId, elementIds: [...ids], toPageId }, LOCAL_ORIGIN),
  );
  if (!result) return false;
  const state = session.store.getState();
  state.selectOnly([]);
  const label = pageLabel(session, toPageId);
  toast.success(CLIPBOARD_TEXTS.moved(result.rootIds.length, label), {
    action: {
      label: CLIPBOARD_TEXTS.show,
      onClick: () => {
        session.store.getState().setPage(toPageId);
        session.store.getState().selectOnly(result.rootIds);
      },
    },
  });
  reportMove(session, current.pageId, result);
  return true;
}

export function pasteElements(session: BuilderSession): void {
  const current = currentPage(session);
  if (session.readOnly || !current || !clip) return;
  const { parentId, index, after } = pasteTarget(session);
  const state = session.store.getState();
  const reveal = (ids: string[]) => {
    if (parentId) state.setExpanded([parentId, ...current.tree.ancestors(parentId)], true);
    state.selectOnly(ids);
  };

  if (clip.mode === 'copy') {
    const exports = clip.exports;
    const made = attempt(() => {
      const ids: string[] = [];
      session.doc.transact(() => {
        exports.forEach((json, offset) =>
          ids.push(
            importComponents(
              session.doc,
              {
                pageId: current.pageId,
                parentId,
                index: index === undefined ? undefined : index + offset,
                json,
              },
              LOCAL_ORIGIN,
            ),
          ),
        );
      }, LOCAL_ORIGIN);
      return ids;
    });
    if (made) reveal(made);
    return;
  }

  const cut = clip;
  const sourcePage = asYMap(asYMap(projectMap(session.doc).get('pages'))?.get(cut.pageId));
  const elements = asYMap(sourcePage?.get('elements'));
  const ids = cut.ids.filter((id) => elements?.has(id));
  if (ids.length === 0) {
    clip = null;
    toast.error(CLIPBOARD_TEXTS.gone);
    return;
  }
  if (cut.pageId === current.pageId) {
    const done = attempt(() => {
      moveElements(
        session.doc,
        {
          pageId: current.pageId,
          elementIds: ids,
          target: after
            ? { kind: 'element', id: after, position: 'bottom' }
            : parentId === null
              ? { kind: 'page', index: current.tree.read().roots.length }
              : { kind: 'element', id: parentId, position: 'over' },
        },
        LOCAL_ORIGIN,
      );
      return true;
    });
    if (done) {
      clip = null;
      reveal(ids);
    }
    return;
  }
  const result = attempt(() =>
    moveElementsToPage(
      session.doc,
      { pageId: cut.pageId, elementIds: ids, toPageId: current.pageId, parentId, index },
      LOCAL_ORIGIN,
    ),
  );
  if (!result) return;
  clip = null;
  reveal(result.rootIds);
  toast.success(CLIPBOARD_TEXTS.moved(result.rootIds.length, pageLabel(session, current.pageId)));
  reportMove(session, cut.pageId, result);
}
