// Entry of a static published page (server-render.tsx): the page arrived rendered, so this script only
// sends analytics — the page view and what the server's render reported (prices shown).
// The page base stylesheet, the same file the builder's preview frame loads.
import '@vitrine/components/page-base.css';
import type { TrackedEvent } from '@vitrine/components/page';
import { STATIC_PAGE_SCRIPT_ID } from '@vitrine/core';
import { createAnalytics } from './analytics.ts';
import { followPageHash, pageHrefOf } from './page-location.ts';
import { readInlinedRelease } from './read-release.ts';

interface StaticPage {
  pageId: string;
  events: TrackedEvent[];
}

function readStaticPage(): StaticPage | null {
  try {
    const text = document.getElementById(STATIC_PAGE_SCRIPT_ID)?.textContent ?? 'null';
    const value = JSON.parse(text) as Partial<StaticPage> | null;
    return typeof value?.pageId === 'string' && Array.isArray(value.events)
      ? { pageId: value.pageId, events: value.events }
      : null;
  } catch {
    return null;
  }
}

const release = readInlinedRelease();
const shown = readStaticPage();
if (release && shown) {
  followPageHash(pageHrefOf(release), shown.pageId);
  const analytics = createAnalytics(release);
  analytics.log({ type: 'page_view', pageId: shown.pageId });
  for (const event of shown.events) analytics.log({ ...event, pageId: shown.pageId });
}
