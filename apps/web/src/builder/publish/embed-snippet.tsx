// The embed code of the published project (iframe or script) for its home page or another page,
// each with a Copy button.
import { useState } from 'react';
import { CopyButton } from '../../components/ui/copy-button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { iframeSnippet, scriptSnippet } from './embed-code.ts';
import { PUBLISH_TEXTS } from './texts.ts';

type Kind = 'iframe' | 'script';

export interface EmbedPage {
  id: string;
  label: string;
  slug: string;
}

export function EmbedSnippet({ projectId, pages }: { projectId: string; pages: readonly EmbedPage[] }) {
  const [kind, setKind] = useState<Kind>('iframe');
  const [pageId, setPageId] = useState('');
  // The home page is the site's root: it needs no slug.
  const homeId = pages[0]?.id;
  const slug = pageId && pageId !== homeId ? pages.find((page) => page.id === pageId)?.slug : undefined;
  const origin = window.location.origin;
  const code =
    kind === 'iframe' ? iframeSnippet(origin, projectId, slug) : scriptSnippet(origin, projectId, slug);
  return (
    <section className="mt-4" data-testid="embed-snippet">
      <div className="flex items-center justify-between">
        <h3 className="text-xs font-medium text-neutral-700">{PUBLISH_TEXTS.embedTitle}</h3>
        <div className="flex rounded-md border border-neutral-200 p-0.5 text-[11px]" role="tablist">
          {(['iframe', 'script'] as const).map((option) => (
            <button
              key={option}
              type="button"
              role="tab"
              aria-selected={kind === option}
              onClick={() => setKind(option)}
              className={cn(
                'rounded px-2 py-0.5',
                kind === option ? 'bg-neutral-900 text-white' : 'text-neutral-600 hover:bg-neutral-100',
              )}
            >
              {option === 'iframe' ? PUBLISH_TEXTS.embedIframe : PUBLISH_TEXTS.embedScript}
            </button>
          ))}
        </div>
      </div>
      {pages.length > 1 && (
        <label className="mt-2 flex items-center gap-2 text-[11px] text-neutral-600">
          {PUBLISH_TEXTS.embedPage}
          <select
            aria-label={PUBLISH_TEXTS.embedPage}
            className="h-7 min-w-0 flex-1 rounded border border-neutral-200 bg-white px-1.5 text-xs"
            value={pageId}
            onChange={(event) => setPageId(event.target.value)}
          >
            {pages.map((page) => (
              <option key={page.id} value={page.id === homeId ? '' : page.id}>
                {page.id === homeId ? PUBLISH_TEXTS.embedHome(page.label) : page.label}
              </option>
            ))}
          </select>
        </label>
      )}
      <pre className="mt-2 max-h-24 overflow-auto rounded-lg bg-neutral-950 p-2.5 text-[11px] leading-relaxed break-all whitespace-pre-wrap text-neutral-100">
        {code}
      </pre>
      <div className="mt-2 flex justify-end">
        <CopyButton value={code} />
      </div>
    </section>
  );
}
