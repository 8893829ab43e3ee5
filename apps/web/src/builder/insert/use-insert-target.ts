// What the open insert menu works on (SPEC §4 "Insert menu mode"): in insert mode the new element
// goes under the menu's target (the page root when none); in wrap
// mode it goes under the parent of the first selected element and takes the selection inside. The
// offer is limited to components whose renderer overlaps the target's.
import { readString } from '@vitrine/core';
import { canContain, PAGE_RENDERER, type Renderer } from '@vitrine/components';
import { useMemo } from 'react';
import { useStore } from 'zustand';
import { registry, type ComponentMeta } from '../registry/use-registry.ts';
import { currentPage } from '../actions/element-actions.ts';
import { useSession, type BuilderSession } from '../state/session.tsx';
import { useCurrentPageTree } from '../state/use-page-tree.ts';
import { usePage } from '../state/use-pages.ts';

export interface InsertTarget {
  mode: 'insert' | 'wrap';
  /** The element the new one goes under; null for the page root. */
  id: string | null;
  label: string;
  components: ComponentMeta[];
}

function rendererOf(elementType: string | undefined): readonly Renderer[] {
  return (elementType && registry.get(elementType)?.renderer) || PAGE_RENDERER;
}

/**
 * Where the toolbar's insert button puts a new element: inside the first selected element when it
 * takes children, else next to it (inside its parent), else at the page root.
 */
export function toolbarInsertTarget(session: BuilderSession): string | null {
  const first = session.store.getState().selectedIds[0];
  const current = currentPage(session);
  if (!first || !current) return null;
  const type = readString(current.tree.element(first)?.get('elementType'));
  if (type && registry.get(type)?.acceptsChildren) return first;
  return current.tree.read().parent.get(first) ?? null;
}

export function useInsertTarget(): InsertTarget {
  const session = useSession();
  const menu = useStore(session.store, (state) => state.insertMenu);
  const pageId = useStore(session.store, (state) => state.pageId);
  const page = usePage(pageId);
  const tree = useCurrentPageTree();

  return useMemo(() => {
    const typeOf = (id: string) => readString(tree?.element(id)?.get('elementType'));
    const labelOf = (id: string | null) => {
      if (id === null) return readString(page?.get('label')) ?? 'Page';
      const element = tree?.element(id);
      return readString(element?.get('displayName')) || typeOf(id) || id;
    };
    if (menu.mode === 'wrap') {
      const wrapped = menu.targetIds;
      const first = wrapped[0];
      const parent = first ? (tree?.read().parent.get(first) ?? null) : null;
      const parentRenderer = parent ? rendererOf(typeOf(parent)) : PAGE_RENDERER;
      const parentType = parent ? typeOf(parent) : undefined;
      const offered = parentType ? registry.insertableInto(parentType) : registry.freeStanding();
      const components = offered.filter(
        (component) =>
          component.acceptsChildren &&
          canContain(parentRenderer, component.renderer) &&
          wrapped.every(
            (id) =>
              canContain(component.renderer, rendererOf(typeOf(id))) &&
              (!component.childTypes || component.childTypes.includes(typeOf(id) ?? '')),
          ),
      );
      return { mode: 'wrap', id: parent, label: labelOf(parent), components };
    }
    // Every opener names its target: null is the page root (the toolbar with a root-level leaf
    // selected), not a cue to fall back to the selection, which may not take children.
    const id = menu.mode === 'insert' ? menu.targetId : null;
    const type = id ? typeOf(id) : undefined;
    const components = id
      ? type
        ? registry.insertableInto(type)
        : []
      : registry.freeStanding().filter((component) => canContain(PAGE_RENDERER, component.renderer));
    return { mode: 'insert', id, label: labelOf(id), components };
  }, [menu, page, tree]);
}
