// Checks every page's element tree in the document as it is stored (before any read repair).
import type * as Y from 'yjs';
import { pagesMap } from './access.ts';
import { findTreeProblems, type TreeProblem } from './tree.ts';
import { pageTreeShape } from './tree-shape.ts';

export type PageTreeProblem = TreeProblem & { pageId: string };

export function validateTree(doc: Y.Doc): PageTreeProblem[] {
  const problems: PageTreeProblem[] = [];
  for (const [pageId, page] of pagesMap(doc).entries()) {
    for (const problem of findTreeProblems(pageTreeShape(page))) problems.push({ ...problem, pageId });
  }
  return problems;
}
