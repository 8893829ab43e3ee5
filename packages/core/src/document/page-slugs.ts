// Page slugs: a page's URL segment in its published site (/p/:projectId/:slug). A slug is made from
// the page's label when the page is added, duplicated or read from a document written before slugs
// existed; every reader gives each page a valid slug unique in its project, the same on every
// replica (pages in page order: the first to hold a slug keeps it, the others get one derived from
// their label). The first page in page order is the site's home: it is served at /p/:projectId/
// and its own slug redirects there.
import { PAGE_SLUG_MAX_LENGTH, PAGE_SLUG_PATTERN, RESERVED_PAGE_SLUGS } from '../constants.ts';
import { orderPages, type Page } from '../schema/page.ts';
import { OPERATION_TEXTS } from '../texts.ts';

const FALLBACK_SLUG = 'page';

/** The slug a label reads as: 'Über uns!' → 'uber-uns'; a label with no letter or digit → 'page'. */
export function slugify(label: string): string {
  const slug = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, PAGE_SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
  return slug || FALLBACK_SLUG;
}

/** The readable refusal of `slug` for a page whose project already uses `taken`, or null. */
export function pageSlugProblem(slug: string, taken: ReadonlySet<string>): string | null {
  if (slug === '') return OPERATION_TEXTS.slugEmpty;
  if (slug.length > PAGE_SLUG_MAX_LENGTH) return OPERATION_TEXTS.slugTooLong(PAGE_SLUG_MAX_LENGTH);
  if (!PAGE_SLUG_PATTERN.test(slug)) return OPERATION_TEXTS.slugInvalid;
  if (RESERVED_PAGE_SLUGS.includes(slug)) return OPERATION_TEXTS.slugReserved(slug);
  if (taken.has(slug)) return OPERATION_TEXTS.slugTaken(slug);
  return null;
}

/** `base` if free, else base-2, base-3… (shortened to stay within the limit). */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  const free = (slug: string) => !taken.has(slug) && !RESERVED_PAGE_SLUGS.includes(slug);
  if (free(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const slug = `${base.slice(0, PAGE_SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (free(slug)) return slug;
  }
}

interface SluggedPage {
  id: string;
  order: number;
  label: string;
  slug?: unknown;
}

/** Every page's slug by page id: kept when valid and first in page order, else made from the label. */
export function assignPageSlugs(pages: Iterable<SluggedPage>): Map<string, string> {
  const ordered = orderPages(pages);
  const slugs = new Map<string, string>();
  const taken = new Set<string>();
  for (const page of ordered) {
    const slug = page.slug;
    if (typeof slug === 'string' && pageSlugProblem(slug, taken) === null) {
      slugs.set(page.id, slug);
      taken.add(slug);
    }
  }
  for (const page of ordered) {
    if (slugs.has(page.id)) continue;
    const slug = uniqueSlug(slugify(page.label), taken);
    slugs.set(page.id, slug);
    taken.add(slug);
  }
  return slugs;
}

/** The pages with their slugs assigned (a page whose slug already holds is returned as it is). */
export function withPageSlugs(pages: Record<string, Page>): Record<string, Page> {
  const slugs = assignPageSlugs(Object.values(pages));
  const result: Record<string, Page> = {};
  for (const [id, page] of Object.entries(pages)) {
    const slug = slugs.get(page.id) ?? slugs.get(id);
    result[id] = slug === undefined || slug === page.slug ? page : { ...page, slug };
  }
  return result;
}

/** The home page's id: the first page in page order. */
export function homePageId(pages: Iterable<Pick<Page, 'id' | 'order'>>): string | null {
  return orderPages(pages)[0]?.id ?? null;
}
