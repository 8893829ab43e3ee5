// A published project in the browser: the page of the release the URL names (runtime-view.tsx),
// live, moving to another page's URL when an action asks, and what the visitor does sent to
// analytics.
import {
  announceCartItem,
  type CartItem,
  type ComponentLookup,
  type TrackedEvent,
} from '@vitrine/components/page';
import { useCallback, useEffect, useMemo } from 'react';
import { createAnalytics } from './analytics.ts';
import { followPageHash, openPage, pageHrefOf } from './page-location.ts';
import type { PublishedRelease } from './read-release.ts';
import { RuntimeView, shownPageId } from './runtime-view.tsx';

export function RuntimeApp({ release, registry }: { release: PublishedRelease; registry: ComponentLookup }) {
  const pageId = shownPageId(release, release.pageId);
  const analytics = useMemo(() => createAnalytics(release), [release]);
  const pageHref = useMemo(() => pageHrefOf(release), [release]);

  useEffect(() => {
    if (!pageId) return;
    followPageHash(pageHref, pageId);
    analytics.log({ type: 'page_view', pageId });
  }, [analytics, pageId, pageHref]);

  const navigate = useCallback(
    (next: string) => {
      if (next === pageId) return;
      analytics.flush();
      openPage(pageHref, next);
    },
    [analytics, pageHref, pageId],
  );
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
