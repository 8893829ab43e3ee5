// The embed code of the published project (iframe or script), each with a Copy button.
import { useState } from 'react';
import { CopyButton } from '../../components/ui/copy-button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { iframeSnippet, scriptSnippet } from './embed-code.ts';
import { PUBLISH_TEXTS } from './texts.ts';

type Kind = 'iframe' | 'script';

export function EmbedSnippet({ projectId }: { projectId: string }) {
  const [kind, setKind] = useState<Kind>('iframe');
  const origin = window.location.origin;
  const code = kind === 'iframe' ? iframeSnippet(origin, projectId) : scriptSnippet(origin, projectId);
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
      <pre className="mt-2 max-h-24 overflow-auto rounded-lg bg-neutral-950 p-2.5 text-[11px] leading-relaxed break-all whitespace-pre-wrap text-neutral-100">
        {code}
      </pre>
      <div className="mt-2 flex justify-end">
        <CopyButton value={code} />
      </div>
    </section>
  );
}
