// A published project in the browser: one page of the release (runtime-view.tsx), live, with page
// navigation in the URL, and what the visitor does sent to analytics.
import {
  announceCartItem,
  type CartItem,
  type ComponentLookup,
  type TrackedEvent,
} from '@vitrine/components/page';
import { useCallback, useEffect, useMemo } from 'react';
import { createAnalytics } from './analytics.ts';
import { usePageLocation } from './page-location.ts';
import type { PublishedRelease } from './read-release.ts';
import { pageTitle, RuntimeView, shownPageId } from './runtime-view.tsx';

export function RuntimeApp({ release, registry }: { release: PublishedRelease; registry: ComponentLookup }) {
  const [requested, navigate] = usePageLocation();
  const pageId = shownPageId(release, requested);
  const analytics = useMemo(() => createAnalytics(release), [release]);

  useEffect(() => {
    if (!pageId) return;
    analytics.log({ type: 'page_view', pageId });
    document.title = pageTitle(release, pageId);
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
    <RuntimeView
      release={release}
      registry={registry}
      pageId={pageId}
      onNavigate={navigate}
      onTrack={onTrack}
      onAddToCart={onAddToCart}
    />
  );
}
