// Keeps the selection and hover pointing at elements that exist: an undo, a collaborator's removal
// or a page change can take selected elements away.
import { useEffect } from 'react';
import { useSession } from './session.tsx';
import { useCurrentPageTree } from './use-page-tree.ts';

export function useSelectionPruning(): void {
  const { store } = useSession();
  const tree = useCurrentPageTree();
  useEffect(() => {
    if (!tree) return;
    const prune = () => {
      const state = store.getState();
      const exists = (id: string) => tree.element(id) !== null;
      if (state.selectedIds.some((id) => !exists(id))) state.selectOnly(state.selectedIds.filter(exists));
      if (state.hoveredId && !exists(state.hoveredId)) state.setHovered(null);
    };
    prune();
    return tree.subscribeStructure(prune);
  }, [store, tree]);
}
