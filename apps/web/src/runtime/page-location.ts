// Moving between the pages of a published site: each page has its own URL (/p/:projectId/:slug,
// docs/releases.md "Page URLs and SEO"), so a goToPage action loads that URL, and the server sends
// the page with its own head. Links made before pages had URLs name the page in the hash
// (#page=<id>, page-hash.ts): they are moved to the page's URL.
import { publishedPagePath } from '@vitrine/core';
import { pageIdFromHash } from './page-hash.ts';
import type { PublishedRelease } from './read-release.ts';

/** The published URL of a page of the release (its site's base for the home page). */
export const pageHrefOf = (release: PublishedRelease) => (pageId: string) =>
  publishedPagePath(release.base, release.project.pages as Parameters<typeof publishedPagePath>[1], pageId);

/** Loads a page's URL; false when the release has no such page. */
export function openPage(pageHref: (pageId: string) => string | null, pageId: string): boolean {
  const href = pageHref(pageId);
  if (href === null) return false;
  window.location.assign(href);
  return true;
}

/** Moves a #page=<id> link to that page's own URL (replacing the history entry). */
export function followPageHash(pageHref: (pageId: string) => string | null, shownPageId: string): void {
  const requested = pageIdFromHash(window.location.hash);
  if (!requested || requested === shownPageId) return;
  const href = pageHref(requested);
  if (href !== null) window.location.replace(href);
}
