// Duplicates a page (elements copied with new ids, state definitions kept) right after it in the
// page list.
import type * as Y from 'yjs';
import { getPage, newId, pagesMap } from '../document/access.ts';
import { pageToY } from '../document/build.ts';
import { cloneSubtree } from '../document/clone-subtree.ts';
import { slugify, uniqueSlug } from '../document/page-slugs.ts';
import { readPage, readPageSlugs } from '../document/read-project.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import type { Element } from '../schema/element.ts';
import { orderPages, type Page } from '../schema/page.ts';
import { transact } from './transact.ts';

export interface DuplicatePageArgs {
  pageId: string;
  label?: string;
}

/** Returns the copy's id. */
export function duplicatePage(doc: Y.Doc, args: DuplicatePageArgs, origin: unknown = LOCAL_ORIGIN): string {
  getPage(doc, args.pageId);
  const original = readPage(doc, args.pageId);
  const pages = orderPages(
    [...pagesMap(doc).values()].map((page) => ({
      id: String(page.get('id')),
      order: Number(page.get('order') ?? 0),
    })),
  );
  const at = pages.findIndex((page) => page.id === args.pageId);
  const next = pages[at + 1];
  const elements: Record<string, Element> = {};
  const children: string[] = [];
  for (const rootId of original.children) {
    const copy = cloneSubtree(original.elements, rootId, null);
    children.push(copy.rootId);
    for (const element of copy.elements) elements[element.id] = element;
  }
  const label = args.label ?? `${original.label} copy`;
  const page: Page = {
    ...structuredClone(original),
    id: newId(),
    label,
    slug: uniqueSlug(slugify(label), new Set(readPageSlugs(doc).values())),
    order: next ? (original.order + next.order) / 2 : original.order + 1,
    children,
    elements,
  };
  return transact(doc, origin, () => {
    pagesMap(doc).set(page.id, pageToY(page));
    return page.id;
  });
}
