// Sets a page's SEO fields (title, description, Open Graph title, description and image, noindex)
// in one step. A field given as '' (or noindex false) is cleared, so the page falls back to its
// defaults; a field not given is left as it is. Refused as a whole when one field is over its limit.
import type * as Y from 'yjs';
import { getPage } from '../document/access.ts';
import { OperationError } from '../errors.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import { PageSeoSchema, type PageSeo } from '../schema/page.ts';
import { OPERATION_TEXTS } from '../texts.ts';
import { transact } from './transact.ts';

export interface SetPageSeoArgs {
  pageId: string;
  seo: PageSeo;
}

const FIELD_NAMES: Record<keyof PageSeo, string> = {
  title: 'The title',
  description: 'The description',
  ogTitle: 'The social title',
  ogDescription: 'The social description',
  ogImage: 'The image URL',
  noindex: 'noindex',
};

/** The readable refusal of SEO fields, or null. */
export function pageSeoProblem(seo: PageSeo): string | null {
  const parsed = PageSeoSchema.safeParse(seo);
  if (parsed.success) {
    const image = seo.ogImage?.trim();
    if (image && !/^(\/|https?:\/\/)/.test(image)) return OPERATION_TEXTS.seoImageInvalid;
    return null;
  }
  const issue = parsed.error.issues[0]!;
  const field = issue.path[0] as keyof PageSeo;
  const max = issue.code === 'too_big' ? Number(issue.maximum) : 0;
  return OPERATION_TEXTS.seoTooLong(FIELD_NAMES[field] ?? String(field), max);
}

export function setPageSeo(doc: Y.Doc, args: SetPageSeoArgs, origin: unknown = LOCAL_ORIGIN): void {
  const page = getPage(doc, args.pageId);
  const problem = pageSeoProblem(args.seo);
  if (problem) throw new OperationError(problem);
  const changes: Array<[keyof PageSeo, string | boolean | undefined]> = [];
  for (const [field, value] of Object.entries(args.seo) as Array<
    [keyof PageSeo, string | boolean | undefined]
  >) {
    if (value === undefined) continue;
    const next = typeof value === 'string' ? value.trim() || undefined : value || undefined;
    if (page.get(field) !== next) changes.push([field, next]);
  }
  if (changes.length === 0) return;
  transact(doc, origin, () => {
    for (const [field, value] of changes) {
      if (value === undefined) page.delete(field);
      else page.set(field, value);
    }
  });
}
