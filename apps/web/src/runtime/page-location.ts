// The shown page of a published project lives in the URL hash (#page=<id>), so a link can open a page,
// back and forward move between pages, and the cached HTML stays one file per version.
import { useCallback, useEffect, useState } from 'react';

const PARAM = 'page';

export function pageIdFromHash(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return params.get(PARAM) || null;
}

export const hashForPage = (pageId: string) => `#${PARAM}=${encodeURIComponent(pageId)}`;

export function usePageLocation(): [string | null, (pageId: string) => void] {
  const [pageId, setPageId] = useState(() => pageIdFromHash(window.location.hash));
  useEffect(() => {
    const onChange = () => setPageId(pageIdFromHash(window.location.hash));
    window.addEventListener('hashchange', onChange);
    window.addEventListener('popstate', onChange);
    return () => {
      window.removeEventListener('hashchange', onChange);
      window.removeEventListener('popstate', onChange);
    };
  }, []);
  const navigate = useCallback((next: string) => {
    if (next === pageIdFromHash(window.location.hash)) return;
    window.history.pushState(null, '', hashForPage(next));
    setPageId(next);
  }, []);
  return [pageId, navigate];
}
