// A published project: one page of the release rendered by the same <PageRenderer> as the preview,
// live, with page navigation in the URL, and what the visitor does sent to analytics.
import {
  announceCartItem,
  PageView,
  type CartItem,
  type ComponentLookup,
  type ProjectJson,
  type TrackedEvent,
} from '@vitrine/components/page';
import { lazy, Suspense, useCallback, useEffect, useMemo } from 'react';
import { createAnalytics } from './analytics.ts';
import { usePageLocation } from './page-location.ts';
import type { PublishedRelease } from './read-release.ts';
import { WatermarkBadge } from './watermark-badge.tsx';

const ArButton = lazy(() => import('./ar/ar-button.tsx').then((module) => ({ default: module.ArButton })));

/** Whether the page has a 3D scene to show in AR. */
export function hasScene(project: ProjectJson, pageId: string): boolean {
  return Object.values(project.pages?.[pageId]?.elements ?? {}).some(
    (element) => element.elementType === 'Canvas',
  );
}

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

export function RuntimeApp({ release, registry }: { release: PublishedRelease; registry: ComponentLookup }) {
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

  const onTrack = useCallback(
    (event: TrackedEvent) => analytics.log({ ...event, ...(pageId ? { pageId } : {}) }),
    [analytics, pageId],
  );
  const onAddToCart = useCallback(
    (item: CartItem) => {
      analytics.log({
        type: 'add_to_cart',
        label: (item.name || item.productId).slice(0, 200),
        currency: item.currency,
        value: Math.round(item.unitPrice * item.quantity * 100) / 100,
        ...(pageId ? { pageId } : {}),
      });
      // Sent now: an add to cart often leads the host shop to another page.
      analytics.flush();
      announceCartItem(item);
    },
    [analytics, pageId],
  );

  if (!pageId) return null;
  return (
    <div data-testid="runtime-root" style={{ minHeight: '100%' }}>
      <PageView
        project={release.project}
        registry={registry}
        pageId={pageId}
        mode="live"
        onNavigate={navigate}
        onTrack={onTrack}
        onAddToCart={onAddToCart}
      />
      {release.watermark && <WatermarkBadge position={release.watermark.position} />}
      {hasScene(release.project, pageId) && (
        <Suspense fallback={null}>
          <ArButton
            project={release.project}
            pageId={pageId}
            fileName={`${release.label || 'product'}-${(release.project.pages?.[pageId] as PageLike | undefined)?.label ?? 'page'}`}
            aboveBadge={release.watermark?.position === 'bottom-right'}
          />
        </Suspense>
      )}
    </div>
  );
}
