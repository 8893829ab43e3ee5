// The server's render of a static published page (@vitrine/components' static-page.ts): the same view
// the browser would show, rendered once per release into HTML the server sends instead of the
// renderer. Built by `npm run build` into dist-server/ (a Node module the server imports).
import {
  isStaticProject,
  preparePage,
  ServerRenderContext,
  type TrackedEvent,
} from '@vitrine/components/page';
import { prerender } from 'react-dom/static';
import { toRelease } from './read-release.ts';
import { publishedPageTitle } from '@vitrine/core';
import { RuntimeView, shownPageId } from './runtime-view.tsx';

export interface StaticRender {
  /** The markup of the page's root element. */
  html: string;
  title: string;
  pageId: string;
  /** What the page reported while it rendered (prices shown): its script sends them. */
  events: TrackedEvent[];
}

/** The rendered page (the one the URL names) of a release whose project is static; null for any other. */
export async function renderStaticRelease(inlined: unknown): Promise<StaticRender | null> {
  const release = toRelease(inlined);
  if (!release || !isStaticProject(release.project)) return null;
  const pageId = shownPageId(release, release.pageId);
  if (!pageId) return null;
  const registry = await preparePage(release.project);
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
  );
  const html = await new Response(prelude).text();
  const page = release.project.pages?.[pageId] as { label?: string; title?: string } | undefined;
  return { html, title: publishedPageTitle(release.label, page), pageId, events };
}
