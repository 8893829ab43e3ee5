// What a published page shows, the same in the browser (runtime-app.tsx) and when a static page is
// rendered on the server (server-render.tsx): the page, the Vitrine badge, and the AR button of a page
// with a 3D scene.
import {
  PageView,
  type CartItem,
  type ComponentLookup,
  type ProjectJson,
  type TrackedEvent,
} from '@vitrine/components/page';
import { sitePageIds } from '@vitrine/core';
import { lazy, Suspense, useMemo } from 'react';
import { pageHrefOf } from './page-location.ts';
import type { PublishedRelease } from './read-release.ts';
import { WatermarkBadge } from './watermark-badge.tsx';

const ArButton = lazy(() => import('./ar/ar-button.tsx').then((module) => ({ default: module.ArButton })));

interface PageLike {
  id: string;
  label?: string;
  order?: number;
  slug?: string;
}

/** Whether the page has a 3D scene to show in AR. */
export function hasScene(project: ProjectJson, pageId: string): boolean {
  return Object.values(project.pages?.[pageId]?.elements ?? {}).some(
    (element) => element.elementType === 'Canvas',
  );
}

/** The page shown: the one the URL names when the release has it, else the home page. */
export function shownPageId(release: PublishedRelease, requested: string | null): string | null {
  const pages = release.project.pages ?? {};
  if (requested && pages[requested]) return requested;
  return sitePageIds(pages as Record<string, PageLike>)[0] ?? null;
}

export function RuntimeView({
  release,
  registry,
  pageId,
  onNavigate,
  onTrack,
  onAddToCart,
}: {
  release: PublishedRelease;
  registry: ComponentLookup;
  pageId: string;
  onNavigate?: (pageId: string) => void;
  onTrack?: (event: TrackedEvent) => void;
  onAddToCart?: (item: CartItem) => void;
}) {
  const pageHref = useMemo(() => pageHrefOf(release), [release]);
  return (
    <div data-testid="runtime-root" style={{ minHeight: '100%' }}>
      <PageView
        project={release.project}
        registry={registry}
        pageId={pageId}
        mode="live"
        pageHref={pageHref}
        onNavigate={onNavigate}
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
