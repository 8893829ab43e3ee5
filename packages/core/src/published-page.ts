// What a published page's HTML carries for its script, and how its pages' URLs and titles read:
// named once for the server that writes the page and the runtime and renderer that read it.

/** The release (project id, version, label, document, badge) as JSON. */
export const RELEASE_SCRIPT_ID = 'vitrine-release';

/** On a page the server rendered (a static release): the page shown and what its render reported. */
export const STATIC_PAGE_SCRIPT_ID = 'vitrine-static';

/** An Anchor href or openUrl URL that names a page of the project: `page:<pageId>`. */
export const PAGE_LINK_PREFIX = 'page:';

/** The page id a `page:<id>` link names, or null for any other URL. */
export function pageLinkTarget(url: string): string | null {
  return url.startsWith(PAGE_LINK_PREFIX) && url.length > PAGE_LINK_PREFIX.length
    ? url.slice(PAGE_LINK_PREFIX.length)
    : null;
}

interface SitePage {
  id: string;
  order?: number;
  slug?: string;
}

/** The site's page ids in page order: the first is the home page. */
export function sitePageIds(pages: Record<string, SitePage> | undefined): string[] {
  return Object.values(pages ?? {})
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((page) => page.id);
}

/**
 * The path of a page under a site's base ('/p/<projectId>/' or '/p/<projectId>/<version>/'): the
 * base itself for the home page, base + slug for the others; null for a page the site lacks.
 */
export function publishedPagePath(
  base: string,
  pages: Record<string, SitePage> | undefined,
  pageId: string,
): string | null {
  const page = pages?.[pageId];
  if (!page) return null;
  if (sitePageIds(pages)[0] === pageId || !page.slug) return base;
  return `${base}${page.slug}`;
}

/** The document title of a published page: its SEO title, else "Page · Project", else the project's. */
export function publishedPageTitle(
  projectLabel: string,
  page: { label?: string; title?: string } | undefined,
) {
  if (page?.title) return page.title;
  return page?.label && projectLabel ? `${page.label} · ${projectLabel}` : projectLabel || 'Vitrine';
}
