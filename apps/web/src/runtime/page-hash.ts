// The shown page of a published project lives in the URL hash (#page=<id>), so a link can open a page,
// back and forward move between pages, and the cached HTML stays one file per version. No React here:
// the script of static pages reads it too.

const PARAM = 'page';

export function pageIdFromHash(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return params.get(PARAM) || null;
}

export const hashForPage = (pageId: string) => `#${PARAM}=${encodeURIComponent(pageId)}`;
