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
import { lazy, Suspense } from 'react';
import type { PublishedRelease } from './read-release.ts';
import { WatermarkBadge } from './watermark-badge.tsx';

const ArButton = lazy(() => import('./ar/ar-button.tsx').then((module) => ({ default: module.ArButton })));

interface PageLike {
  id: string;
  label?: string;
  order?: number;
}

/** Whether the page has a 3D scene to show in AR. */
export function hasScene(project: ProjectJson, pageId: string): boolean {
  return Object.values(project.pages?.[pageId]?.elements ?? {}).some(
    (element) => element.elementType === 'Canvas',
  );
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

/** The document title of a shown page: "Page · Project", or the project's label alone. */
export function pageTitle(release: PublishedRelease, pageId: string): string {
  const page = release.project.pages?.[pageId] as PageLike | undefined;
  return page?.label && release.label ? `${page.label} · ${release.label}` : release.label || 'Vitrine';
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
  return (
    <div data-testid="runtime-root" style={{ minHeight: '100%' }}>
      <PageView
        project={release.project}
        registry={registry}
        pageId={pageId}
        mode="live"
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
