// The PageTree of the selected page. Trees are kept per page Y.Map for the session's lifetime so
// switching pages back and forth does not rebuild them; a page replaced in the document gets a new one.
import { PageTree } from '@vitrine/core';
import { useMemo } from 'react';
import type * as Y from 'yjs';
import { usePage } from './use-pages.ts';
import { useBuilder } from './session.tsx';

const trees = new WeakMap<Y.Map<unknown>, PageTree>();

export function pageTreeOf(page: Y.Map<unknown>): PageTree {
  let tree = trees.get(page);
  if (!tree) {
    tree = new PageTree(page);
    trees.set(page, tree);
  }
  return tree;
}

export function useCurrentPageTree(): PageTree | null {
  const pageId = useBuilder((state) => state.pageId);
  const page = usePage(pageId);
  return useMemo(() => (page ? pageTreeOf(page) : null), [page]);
}
