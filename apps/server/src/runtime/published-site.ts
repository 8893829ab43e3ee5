// A published release read as a site (docs/releases.md, "Page URLs and SEO"): its pages with their
// slugs (assigned as core's readers do, so releases published before slugs existed get the same
// ones), the page a URL names, the <head> each page is served with and the site's sitemap.
import {
  assignPageSlugs,
  DEFAULT_SITE_LANG,
  publishedPagePath,
  publishedPageTitle,
  sitePageIds,
} from '@vitrine/core';
import { escapeHtml } from './page.ts';

/** A page of a release's document, as much of it as the site reads. */
export interface SitePage {
  id: string;
  label: string;
  order: number;
  slug?: string;
  title?: string;
  description?: string;
  ogTitle?: string;
  ogDescription?: string;
  ogImage?: string;
  noindex?: boolean;
}

export interface SiteDocument {
  pages: Record<string, SitePage>;
  config?: { lang?: string };
  [key: string]: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The release's document with every page given its slug; pages that are not objects are left out. */
export function siteDocument(document: unknown): SiteDocument {
  const json = isRecord(document) ? document : {};
  const raw = isRecord(json.pages) ? json.pages : {};
  const pages: Record<string, SitePage> = {};
  for (const [id, value] of Object.entries(raw)) {
    if (!isRecord(value)) continue;
    pages[id] = {
      ...value,
      id,
      label: String(value.label ?? ''),
      order: Number(value.order ?? 0),
    } as SitePage;
  }
  const slugs = assignPageSlugs(Object.values(pages));
  for (const [id, page] of Object.entries(pages)) pages[id] = { ...page, slug: slugs.get(id) };
  return { ...json, pages } as SiteDocument;
}

/** The site's base path: '/p/<projectId>/', or under a version '/p/<projectId>/<version>/'. */
export const siteBase = (projectId: string, version?: string) =>
  version ? `/p/${projectId}/${version}/` : `/p/${projectId}/`;

export type PageLookup =
  | { kind: 'page'; pageId: string }
  /** The home page asked for by its slug: it lives at the base. */
  | { kind: 'home' }
  | { kind: 'missing' };

/** The page a slug names (null: the home page). */
export function findSitePage(document: SiteDocument, slug: string | null): PageLookup {
  const [home] = sitePageIds(document.pages);
  if (slug === null) return home ? { kind: 'page', pageId: home } : { kind: 'missing' };
  const page = Object.values(document.pages).find((candidate) => candidate.slug === slug);
  if (!page) return { kind: 'missing' };
  return page.id === home ? { kind: 'home' } : { kind: 'page', pageId: page.id };
}

/** An absolute URL: paths resolved against the server's public URL; other schemes left out. */
function absolute(publicUrl: string, url: string | undefined): string | undefined {
  if (!url) return undefined;
  if (url.startsWith('/') && !url.startsWith('//')) return `${publicUrl}${url}`;
  return /^https?:\/\//i.test(url) ? url : undefined;
}

export interface HeadInput {
  publicUrl: string;
  projectId: string;
  projectLabel: string;
  document: SiteDocument;
  pageId: string;
}

/** The site's <html lang>. */
export const siteLang = (document: SiteDocument) => text(document.config?.lang) ?? DEFAULT_SITE_LANG;

/** The tags of a page's <head> (title first), every value escaped. */
export function pageHead({ publicUrl, projectId, projectLabel, document, pageId }: HeadInput): string {
  const page = document.pages[pageId];
  const title = publishedPageTitle(projectLabel, page);
  // Search results show a description: a page without its own gets the project's name.
  const description = text(page?.description) ?? text(projectLabel);
  // The canonical URL is the latest release's, whichever version is shown.
  const canonical = absolute(
    publicUrl,
    publishedPagePath(siteBase(projectId), document.pages, pageId) ?? undefined,
  );
  const image = absolute(publicUrl, text(page?.ogImage));
  const meta = (attribute: 'name' | 'property', key: string, value: string | undefined) =>
    value === undefined ? [] : [`<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`];
  return [
    `<title>${escapeHtml(title)}</title>`,
    ...meta('name', 'description', description),
    ...(page?.noindex ? [`<meta name="robots" content="noindex" />`] : []),
    ...(canonical ? [`<link rel="canonical" href="${escapeHtml(canonical)}" />`] : []),
    ...meta('property', 'og:type', 'website'),
    ...meta('property', 'og:title', text(page?.ogTitle) ?? title),
    ...meta('property', 'og:description', text(page?.ogDescription) ?? description),
    ...meta('property', 'og:url', canonical),
    ...meta('property', 'og:image', image),
    ...meta('property', 'og:site_name', projectLabel || undefined),
    ...meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
  ].join('\n    ');
}

const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!,
  );

/** The sitemap of the latest release: every page but those marked noindex. */
export function sitemapXml(publicUrl: string, projectId: string, document: SiteDocument, lastmod: string) {
  const urls = sitePageIds(document.pages)
    .filter((id) => !document.pages[id]!.noindex)
    .map((id) => `${publicUrl}${publishedPagePath(siteBase(projectId), document.pages, id)}`)
    .map((loc) => `  <url><loc>${escapeXml(loc)}</loc><lastmod>${escapeXml(lastmod)}</lastmod></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
