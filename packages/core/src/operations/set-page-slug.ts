// Sets a page's slug, its URL segment in the published site. Refused when it is not a valid slug,
// is reserved by the site's own URLs or another page already uses it (page-slugs.ts).
import type * as Y from 'yjs';
import { getPage } from '../document/access.ts';
import { pageSlugProblem } from '../document/page-slugs.ts';
import { readPageSlugs } from '../document/read-project.ts';
import { OperationError } from '../errors.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import { transact } from './transact.ts';

export interface SetPageSlugArgs {
  pageId: string;
  slug: string;
}

/** The slugs the project's other pages hold (as readers assign them). */
export function otherPageSlugs(doc: Y.Doc, pageId: string): Set<string> {
  const slugs = readPageSlugs(doc);
  slugs.delete(pageId);
  return new Set(slugs.values());
}

export function setPageSlug(doc: Y.Doc, args: SetPageSlugArgs, origin: unknown = LOCAL_ORIGIN): void {
  const page = getPage(doc, args.pageId);
  const problem = pageSlugProblem(args.slug, otherPageSlugs(doc, args.pageId));
  if (problem) throw new OperationError(problem);
  if (page.get('slug') === args.slug) return;
  transact(doc, origin, () => page.set('slug', args.slug));
}
