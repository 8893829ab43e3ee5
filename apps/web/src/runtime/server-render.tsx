// The server's render of a published page: the same view the browser would show, rendered once per
// release page into HTML. A static page (@vitrine/components' static-page.ts) is sent so, with a small
// script instead of the renderer; a server-rendered one (a page with page logic or a 3D scene) is
// sent so with the renderer, which hydrates it (main.tsx). Built by `npm run build` into
// dist-server/ (a Node module the server imports).
import {
  isServerRenderedProject,
  isStaticProject,
  preparePage,
  ServerRenderContext,
  type TrackedEvent,
} from '@vitrine/components/page';
import { prerender } from 'react-dom/static';
import { toRelease } from './read-release.ts';
import { publishedPageTitle } from '@vitrine/core';
import { RuntimeView, shownPageId } from './runtime-view.tsx';

export interface ServerRender {
  /** The markup of the page's root element. */
  html: string;
  title: string;
  pageId: string;
  /**
   * What a static page reported while it rendered (prices shown): its script sends them. Empty for a
   * hydrated page, whose renderer reports them itself.
   */
  events: TrackedEvent[];
  /** Whether the browser's renderer hydrates the markup (else the page is static). */
  hydrate: boolean;
}

/** The rendered page (the one the URL names) of a release the server renders; null for any other. */
export async function renderRelease(inlined: unknown): Promise<ServerRender | null> {
  const release = toRelease(inlined);
  if (!release) return null;
  const hydrate = !isStaticProject(release.project);
  if (hydrate && !isServerRenderedProject(release.project)) return null;
  const pageId = shownPageId(release, release.pageId);
  if (!pageId) return null;
  const registry = await preparePage(release.project, { scene: false });
  const events: TrackedEvent[] = [];
  const { prelude } = await prerender(
    <ServerRenderContext value={true}>
      <RuntimeView
        release={release}
        registry={registry}
        pageId={pageId}
        onTrack={(event) => events.push(event)}
      />
    </ServerRenderContext>,
    // Every part in place: past this size React would send a Suspense boundary's content apart,
    // hidden, with an inline script to move it in, and published pages run no inline script.
    { progressiveChunkSize: Infinity },
  );
  const html = await new Response(prelude).text();
  const page = release.project.pages?.[pageId] as { label?: string; title?: string } | undefined;
  return {
    html,
    title: publishedPageTitle(release.label, page),
    pageId,
    events: hydrate ? [] : events,
    hydrate,
  };
}
