// The selected page's budget while the panel is open: the server's sizes (every 30 s), the preview's
// measurement of the page as rendered (every 2 s: edits, loaded models and textures show up live)
// and the document, put together by computeBudget.
import { ProjectBudgetSchema, readProject } from '@vitrine/core';
import { requestOverBridge, type PageCost } from '@vitrine/components';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../api/client.ts';
import { useBuilder, useSession } from '../state/session.tsx';
import { computeBudget, pageFileUrls, type Budget, type ServerBudget } from './compute-budget.ts';

const MEASURE_EVERY_MS = 2000;
const SERVER_EVERY_MS = 30_000;
/** A file the sizes do not know yet is asked for at most this often. */
const UNKNOWN_FILE_REFETCH_MS = 5_000;

export const budgetKey = (projectId: string) => ['budget', projectId] as const;

function previewWindow(): Window | null {
  return (
    document.querySelector<HTMLIFrameElement>('iframe[data-testid="preview-frame"]')?.contentWindow ?? null
  );
}

export function usePageBudget(): { budget: Budget | null; cost: PageCost | null } {
  const { projectId, doc } = useSession();
  const pageId = useBuilder((state) => state.pageId);
  const server = useQuery({
    queryKey: budgetKey(projectId),
    queryFn: async (): Promise<ServerBudget> =>
      ProjectBudgetSchema.parse(await api('GET', `/v2/projects/${encodeURIComponent(projectId)}/budget`)),
    refetchInterval: SERVER_EVERY_MS,
  });
  const [cost, setCost] = useState<PageCost | null>(null);
  const [tick, setTick] = useState(0);

  useEffect(() => {
    let stopped = false;
    const measure = async () => {
      const target = previewWindow();
      if (!target) return;
      try {
        const result = await requestOverBridge(target, 'measureBudget', MEASURE_EVERY_MS);
        if (!stopped) setCost(result.cost as unknown as PageCost);
      } catch {
        // The preview is reloading: the next tick asks again.
      }
      if (!stopped) setTick((value) => value + 1);
    };
    void measure();
    const timer = setInterval(() => void measure(), MEASURE_EVERY_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [pageId]);

  void tick;
  const document = readProject(doc);
  const budget = pageId ? computeBudget({ document, pageId, cost, server: server.data ?? null }) : null;
  // A file uploaded since the last answer: ask for the sizes again rather than wait 30 s.
  const page = pageId ? document.pages[pageId] : undefined;
  const known = new Set(server.data?.files.map((file) => file.url));
  const unknown =
    page && server.data ? [...pageFileUrls(document, page)].some((url) => !known.has(url)) : false;
  const stale = server.dataUpdatedAt < Date.now() - UNKNOWN_FILE_REFETCH_MS;
  useEffect(() => {
    if (unknown && stale && !server.isFetching) void server.refetch();
  }, [unknown, stale, server]);
  return { budget, cost };
}
