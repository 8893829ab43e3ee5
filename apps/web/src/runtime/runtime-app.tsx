// A published project: one page of the release rendered by the same <PageRenderer> as the preview,
// live, with page navigation in the URL and the visitor's page views and choices logged.
import { PageRenderer } from '@vitrine/components';
import { useEffect, useMemo, type MouseEvent } from 'react';
import { createAnalytics } from './analytics.ts';
import { choicesOfClick, elementPath } from './choices.ts';
import { usePageLocation } from './page-location.ts';
import type { PublishedRelease } from './read-release.ts';

interface PageLike {
  id: string;
  label?: string;
  order?: number;
}

/** The page shown: the one in the URL when the release has it, else the first by order. */
export function shownPageId(release: PublishedRelease, requested: string | null): string | null {
  const pages = release.project.pages ?? {};
  if (requested && pages[requested]) return requested;
  const sorted = (Object.values(pages) as PageLike[]).sort(
    (a, b) => (a.order ?? 0) - (b.order ?? 0) || (a.id < b.id ? -1 : 1),
  );
  return sorted[0]?.id ?? null;
}

export function RuntimeApp({ release }: { release: PublishedRelease }) {
  const [requested, navigate] = usePageLocation();
  const pageId = shownPageId(release, requested);
  const analytics = useMemo(() => createAnalytics(release), [release]);

  useEffect(() => {
    if (!pageId) return;
    analytics.log({ type: 'page_view', pageId });
    const page = release.project.pages?.[pageId] as PageLike | undefined;
    document.title =
      page?.label && release.label ? `${page.label} · ${release.label}` : release.label || 'Vitrine';
  }, [analytics, pageId, release]);

  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    if (!pageId) return;
    for (const choice of choicesOfClick(release.project, pageId, elementPath(event.target)))
      analytics.log(choice);
  };

  if (!pageId) return null;
  return (
    <div data-testid="runtime-root" onClickCapture={onClickCapture} style={{ minHeight: '100%' }}>
      <PageRenderer project={release.project} pageId={pageId} mode="live" onNavigate={navigate} />
    </div>
  );
}
