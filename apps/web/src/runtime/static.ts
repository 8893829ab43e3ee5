// Entry of a static published page (server-render.tsx): the page arrived rendered, so this script
// only sends analytics — the page view and what the server's render reported — and hands the page to
// the full runtime (its files named by the server) when the URL asks for another page of the release.
import './runtime.css';
import type { TrackedEvent } from '@vitrine/components/page';
import { createAnalytics } from './analytics.ts';
import { pageIdFromHash } from './page-hash.ts';
import { readInlinedRelease } from './read-release.ts';

export const STATIC_SCRIPT_ID = 'vitrine-static';

interface StaticPage {
  pageId: string;
  events: TrackedEvent[];
  /** The full runtime's entry script and style sheets. */
  runtime: { script: string; styles: string[] };
}

function readStaticPage(): StaticPage | null {
  try {
    const value = JSON.parse(document.getElementById(STATIC_SCRIPT_ID)?.textContent ?? 'null') as unknown;
    if (!value || typeof value !== 'object') return null;
    const { pageId, events, runtime } = value as Partial<StaticPage>;
    if (typeof pageId !== 'string' || !Array.isArray(events) || typeof runtime?.script !== 'string')
      return null;
    return { pageId, events, runtime: { script: runtime.script, styles: runtime.styles ?? [] } };
  } catch {
    return null;
  }
}

const release = readInlinedRelease();
const shown = readStaticPage();
const otherPageWanted = () => {
  const requested = pageIdFromHash(window.location.hash);
  return requested !== null && requested !== shown?.pageId && Boolean(release?.project.pages?.[requested]);
};
const startRuntime = (runtime: StaticPage['runtime']) => {
  for (const href of runtime.styles) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ runtime.script);
};

if (shown && (!release || otherPageWanted())) startRuntime(shown.runtime);
else if (release && shown) {
  const analytics = createAnalytics(release);
  analytics.log({ type: 'page_view', pageId: shown.pageId });
  for (const event of shown.events) analytics.log({ ...event, pageId: shown.pageId });
  const onHashChange = () => {
    if (!otherPageWanted()) return;
    window.removeEventListener('hashchange', onHashChange);
    startRuntime(shown.runtime);
  };
  window.addEventListener('hashchange', onHashChange);
}
