// The builder's element actions: each calls one document operation of @vitrine/core (one
// transaction, one undo step), then updates the application state the way SPEC §4 describes
// (selection, expanded rows, the insert menu). Refusals the user can read become toasts; read-only
// sessions change nothing.
import {
  copyStylingProps,
  duplicateElements,
  pasteStylingProps,
  renameElement,
  setElementVisibility,
  SUCCESS_TEXTS,
  insertElement,
  moveElements,
  OperationError,
  removeElements,
  wrapElements,
  type NewElement,
  LOCAL_ORIGIN,
  asYMap,
  elementLabel,
  projectMap,
} from '@vitrine/core';
import { toast } from 'sonner';
import type { DropTarget } from '../outliner/drop-indicator.ts';
import { pageTreeOf } from '../state/use-page-tree.ts';
import type { BuilderSession } from '../state/session.tsx';
import { elementSpec, itemTemplate } from '@vitrine/components';
import { registry } from '../registry/use-registry.ts';
import { TEXTS } from '../constants.ts';

export interface ElementActions {
  insert(componentName: string, parentId: string | null): boolean;
  /** Inserts a prepared element (with its children), selects it and closes the insert menu; returns its id. */
  insertSpec(spec: NewElement, parentId: string | null, index?: number): string | null;
  wrap(componentName: string): boolean;
  duplicate(ids?: readonly string[]): void;
  remove(ids?: readonly string[]): void;
  move(ids: string[], target: DropTarget): void;
  rename(id: string, name: string): void;
  setVisibility(id: string, visible: boolean): void;
  copyStyling(id?: string): Promise<void>;
  pasteStyling(ids?: readonly string[]): Promise<void>;
}

/** The last styling copied in this tab: used when the system clipboard cannot be read. */
let copiedStyling: string | null = null;

/** Runs a document change, turning a readable refusal into a toast. */
export function attempt<T>(change: () => T): T | undefined {
  try {
    return change();
  } catch (error) {
    if (error instanceof OperationError) toast.error(error.message);
    else {
      console.error(error);
      toast.error(TEXTS.defaultToast);
    }
    return undefined;
  }
}

export function currentPage(session: BuilderSession) {
  const pageId = session.store.getState().pageId;
  const pages = asYMap(projectMap(session.doc).get('pages'));
  const page = pageId ? asYMap(pages?.get(pageId)) : null;
  return page && pageId ? { pageId, page, tree: pageTreeOf(page) } : null;
}

/** A new element of a component: its defaults as static values, and its template children. */
function newElementFrom(componentName: string): NewElement {
  return elementSpec(registry, componentName);
}

/** The first 'Item n' number none of the labels takes (the next item of an Accordion or Tabs). */
export function nextItemNumber(labels: readonly string[]): number {
  let n = labels.length + 1;
  while (labels.includes(`Item ${n}`)) n += 1;
  return n;
}

export function createElementActions(session: BuilderSession): ElementActions {
  const { doc, store } = session;
  const state = () => store.getState();
  const selection = (ids?: readonly string[]) => [...(ids ?? state().selectedIds)];

  const insertSpec: ElementActions['insertSpec'] = (spec, parentId, index) => {
    const current = currentPage(session);
    if (session.readOnly || !current) return null;
    const id = attempt(() =>
      insertElement(doc, { pageId: current.pageId, parentId, index, ...spec }, LOCAL_ORIGIN),
    );
    if (!id) return null;
    const expand = parentId ? [parentId, ...current.tree.ancestors(parentId)] : [];
    // An element that comes with children (an Accordion's items) shows them.
    if (spec.children?.length) expand.push(id);
    // One store update: each one runs every subscribed row's selector and the preview's app state.
    state().showInserted(id, expand);
    return id;
  };

  return {
    insert(componentName, parentId) {
      let spec = newElementFrom(componentName);
      // An item inserted from the outliner is numbered after its siblings, like 'Add item'.
      const current = currentPage(session);
      const meta = registry.get(componentName);
      if (meta?.itemOf && parentId && current) {
        const labels = (current.tree.read().children.get(parentId) ?? []).map((id) =>
          elementLabel(current.tree.element(id)),
        );
        spec = elementSpec(registry, itemTemplate(meta, nextItemNumber(labels)));
      }
      return insertSpec(spec, parentId) !== null;
    },

    insertSpec,

    wrap(componentName) {
      const current = currentPage(session);
      const menu = state().insertMenu;
      if (session.readOnly || !current || menu.mode !== 'wrap') return false;
      const id = attempt(() =>
        wrapElements(
          doc,
          {
            pageId: current.pageId,
            elementIds: [...menu.targetIds],
            // A wrapper takes the wrapped elements, not its template children.
            ...newElementFrom(componentName),
            children: [],
          },
          LOCAL_ORIGIN,
        ),
      );
      if (!id) return false;
      const parent = current.tree.read().parent.get(id) ?? null;
      state().setExpanded([id, ...(parent ? [parent, ...current.tree.ancestors(parent)] : [])], true);
      state().selectOnly([id]);
      state().closeInsert();
      return true;
    },

    duplicate(ids) {
      const current = currentPage(session);
      const targets = selection(ids);
      if (session.readOnly || !current || targets.length === 0) return;
      // One operation for the whole selection: one undo step.
      const copies = attempt(() =>
        duplicateElements(doc, { pageId: current.pageId, elementIds: targets }, LOCAL_ORIGIN),
      );
      if (copies?.length) state().selectOnly(copies);
    },

    remove(ids) {
      const current = currentPage(session);
      const targets = selection(ids);
      if (session.readOnly || !current || targets.length === 0) return;
      const removed = attempt(() =>
        removeElements(doc, { pageId: current.pageId, elementIds: targets }, LOCAL_ORIGIN),
      );
      if (!removed) return;
      const gone = new Set(removed);
      state().selectOnly(state().selectedIds.filter((id) => !gone.has(id)));
      if (gone.has(state().hoveredId ?? '')) state().setHovered(null);
    },

    move(ids, target) {
      const current = currentPage(session);
      if (session.readOnly || !current) return;
      attempt(() =>
        moveElements(
          doc,
          { pageId: current.pageId, elementIds: ids, target: { kind: 'element', ...target } },
          LOCAL_ORIGIN,
        ),
      );
      if (target.position === 'over') state().setExpanded([target.id], true);
    },

    rename(id, name) {
      const current = currentPage(session);
      if (session.readOnly || !current) return;
      // SPEC §5: element renames pass the value as given.
      attempt(() => renameElement(doc, { pageId: current.pageId, elementId: id, name }, LOCAL_ORIGIN));
    },

    setVisibility(id, visible) {
      const current = currentPage(session);
      if (session.readOnly || !current) return;
      attempt(() =>
        setElementVisibility(doc, { pageId: current.pageId, elementId: id, visible }, LOCAL_ORIGIN),
      );
    },

    async copyStyling(id) {
      const current = currentPage(session);
      const elementId = id ?? state().selectedIds[0];
      if (!current || !elementId) return;
      const json = attempt(() => copyStylingProps(doc, { pageId: current.pageId, elementId }));
      if (json === undefined) return;
      copiedStyling = json;
      try {
        await navigator.clipboard.writeText(json);
      } catch {
        // No clipboard permission: the in-tab copy still serves 'Paste Styling Props'.
      }
      toast.success(SUCCESS_TEXTS.stylesCopied);
    },

    async pasteStyling(ids) {
      const current = currentPage(session);
      const targets = selection(ids);
      if (session.readOnly || !current || targets.length === 0) return;
      let json = copiedStyling;
      try {
        const text = await navigator.clipboard.readText();
        // Only text that looks like copied styling replaces the in-tab copy.
        if (/^\s*\{[\s\S]*"styles"/.test(text)) json = text;
      } catch {
        // Reading the clipboard needs a permission; fall back to the in-tab copy.
      }
      if (json === null) return;
      const clip = json;
      const done = attempt(() => {
        pasteStylingProps(doc, { pageId: current.pageId, elementIds: targets, json: clip }, LOCAL_ORIGIN);
        return true;
      });
      if (done) toast.success(SUCCESS_TEXTS.stylesPasted);
    },
  };
}
