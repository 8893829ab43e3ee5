// Before pages had URLs of their own, the shown page of a published project lived in the URL hash
// (#page=<id>); links made then still work: page-location.ts moves them to the page's URL. No React
// here: the script of static pages reads it too.

const PARAM = 'page';

export function pageIdFromHash(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return params.get(PARAM) || null;
}

export const hashForPage = (pageId: string) => `#${PARAM}=${encodeURIComponent(pageId)}`;
