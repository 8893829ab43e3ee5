// Checks a whole project document as it is stored: every page's tree (validate-tree.ts), every
// element's id (the key it is stored under, and used on one page only: moving elements between
// pages keeps ids unique across the project) and the document against its schema. An empty answer
// means a document every reader and operation can take as it is. For tests and diagnostics: the
// builder and the server repair trees (normalize-tree.ts) rather than refuse them.
import type * as Y from 'yjs';
import { ProjectDocumentSchema } from '../schema/project.ts';
import { pageElements, pagesMap, projectMap } from './access.ts';
import { readPageSlugs } from './read-project.ts';
import { validateTree, type PageTreeProblem } from './validate-tree.ts';

export type DocumentProblem =
  | PageTreeProblem
  /** The element stored under `id` names another id (or none). */
  | { kind: 'id-mismatch'; pageId: string; id: string; stored: unknown }
  /** One id names an element on more than one page. */
  | { kind: 'id-on-pages'; id: string; pageIds: string[] }
  /** A page's stored slug is held by an earlier page in page order (readers give it another). */
  | { kind: 'slug-taken'; pageId: string; slug: string }
  | { kind: 'schema'; path: PropertyKey[]; message: string };

export function findElementIdProblems(doc: Y.Doc): DocumentProblem[] {
  const problems: DocumentProblem[] = [];
  const pagesOf = new Map<string, string[]>();
  for (const [pageId, page] of pagesMap(doc).entries()) {
    for (const [id, element] of pageElements(page).entries()) {
      const stored = element.get('id');
      if (stored !== id) problems.push({ kind: 'id-mismatch', pageId, id, stored });
      pagesOf.set(id, [...(pagesOf.get(id) ?? []), pageId]);
    }
  }
  for (const [id, pageIds] of pagesOf)
    if (pageIds.length > 1) problems.push({ kind: 'id-on-pages', id, pageIds });
  return problems;
}

function findSlugProblems(doc: Y.Doc): DocumentProblem[] {
  const assigned = readPageSlugs(doc);
  const problems: DocumentProblem[] = [];
  for (const [pageId, page] of pagesMap(doc).entries()) {
    const slug = page.get('slug');
    if (typeof slug === 'string' && assigned.get(pageId) !== slug)
      problems.push({ kind: 'slug-taken', pageId, slug });
  }
  return problems;
}

export function validateDocument(doc: Y.Doc): DocumentProblem[] {
  const problems: DocumentProblem[] = [
    ...validateTree(doc),
    ...findElementIdProblems(doc),
    ...findSlugProblems(doc),
  ];
  const parsed = ProjectDocumentSchema.safeParse(projectMap(doc).toJSON());
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      problems.push({ kind: 'schema', path: issue.path, message: issue.message });
  }
  return problems;
}
