// The shown page of a published project, kept in the URL hash (page-hash.ts) and followed as it changes.
import { useCallback, useEffect, useState } from 'react';
import { hashForPage, pageIdFromHash } from './page-hash.ts';

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
