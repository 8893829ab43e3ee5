// A link prop (its metadata's control 'link', an Anchor's href): a URL, or a page of the project
// stored as `page:<pageId>`, which the published site turns into the page's URL when it renders, so
// renaming the page's URL name keeps the link working.
import { PAGE_LINK_PREFIX, pageLinkTarget } from '@vitrine/core';
import { CommitInput } from '../commit-input.tsx';
import { usePageChoices } from '../sections/action-choices.ts';
import type { ControlProps } from './control-props.ts';
import { LINK_TEXTS } from './texts.ts';

const URL_CHOICE = '';

export function LinkControl({ meta, content, disabled, setContent }: ControlProps) {
  const text = typeof content === 'string' ? content : content === undefined ? '' : String(content);
  const pages = usePageChoices();
  const pageId = pageLinkTarget(text);
  return (
    <div className="grid gap-1">
      <select
        aria-label={`${meta.label}: ${LINK_TEXTS.target}`}
        className="h-7 rounded border border-neutral-200 bg-white px-1.5 text-xs"
        value={pageId ?? URL_CHOICE}
        disabled={disabled}
        onChange={(event) =>
          setContent(event.target.value === URL_CHOICE ? '' : `${PAGE_LINK_PREFIX}${event.target.value}`)
        }
      >
        <option value={URL_CHOICE}>{LINK_TEXTS.url}</option>
        {pageId !== null && !pages.some((page) => page.id === pageId) && (
          <option value={pageId}>{pageId}</option>
        )}
        {pages.map((page) => (
          <option key={page.id} value={page.id}>
            {LINK_TEXTS.pageOption(page.label)}
          </option>
        ))}
      </select>
      {pageId === null && (
        <CommitInput
          aria-label={meta.label}
          value={text}
          disabled={disabled}
          onCommit={(next) => setContent(next)}
        />
      )}
    </div>
  );
}
