// SPEC §2: the selected page resets to the first page when it no longer exists (or none is chosen).
import { useEffect } from 'react';
import { useBuilder } from './session.tsx';
import { usePageIds } from './use-pages.ts';

export function useSelectedPageFallback(): void {
  const pageIds = usePageIds();
  const pageId = useBuilder((state) => state.pageId);
  const setPage = useBuilder((state) => state.setPage);
  useEffect(() => {
    if (pageIds.length === 0) return;
    if (!pageId || !pageIds.includes(pageId)) setPage(pageIds[0]!);
  }, [pageIds, pageId, setPage]);
}
