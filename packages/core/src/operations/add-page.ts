// Adds an empty page at the end of the page list ('Page {n}' unless a label is given).
import type * as Y from 'yjs';
import { pagesMap } from '../document/access.ts';
import { pageToY } from '../document/build.ts';
import { emptyPage } from '../document/create-project.ts';
import { slugify, uniqueSlug } from '../document/page-slugs.ts';
import { readPageSlugs } from '../document/read-project.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import { transact } from './transact.ts';

export interface AddPageArgs {
  label?: string;
}

/** The first 'Page {n}' label not taken, counting from the number of pages plus one. */
export function nextPageLabel(labels: string[]): string {
  let n = labels.length + 1;
  while (labels.includes(`Page ${n}`)) n += 1;
  return `Page ${n}`;
}

export function lastPageOrder(doc: Y.Doc): number {
  let last = -1;
  for (const page of pagesMap(doc).values()) last = Math.max(last, Number(page.get('order') ?? 0));
  return last;
}

/** Returns the new page's id. */
export function addPage(doc: Y.Doc, args: AddPageArgs = {}, origin: unknown = LOCAL_ORIGIN): string {
  const pages = pagesMap(doc);
  const labels = [...pages.values()].map((page) => String(page.get('label')));
  const page = emptyPage(args.label ?? nextPageLabel(labels), lastPageOrder(doc) + 1);
  page.slug = uniqueSlug(slugify(page.label), new Set(readPageSlugs(doc).values()));
  return transact(doc, origin, () => {
    pages.set(page.id, pageToY(page));
    return page.id;
  });
}
