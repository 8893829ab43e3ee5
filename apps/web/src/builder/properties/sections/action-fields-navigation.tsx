// Go to page (a page picker) and Open URL (a page of the project — `page:<id>`, its published URL —
// or a checked URL, and a new-tab switch).
import { PAGE_LINK_PREFIX, pageLinkTarget } from '@vitrine/core';
import { LINK_TEXTS } from '../controls/texts.ts';
import { usePageChoices } from './action-choices.ts';
import { ChoiceSelect, CheckedInput, FieldRow, type FieldsProps } from './action-field-parts.tsx';
import { urlProblem } from './event-actions.ts';

export function GoToPageFields({ action, disabled, onChange }: FieldsProps) {
  const pages = usePageChoices();
  return (
    <FieldRow label="Page">
      <ChoiceSelect
        label="Page"
        placeholder="Choose a page…"
        value={typeof action.pageId === 'string' ? action.pageId : ''}
        options={pages.map((page) => ({ value: page.id, label: page.label }))}
        disabled={disabled}
        onChange={(pageId) => onChange({ ...action, pageId })}
      />
    </FieldRow>
  );
}

export function OpenUrlFields({ action, disabled, onChange }: FieldsProps) {
  const pages = usePageChoices();
  const url = typeof action.url === 'string' ? action.url : '';
  const pageId = pageLinkTarget(url);
  return (
    <>
      <FieldRow label={LINK_TEXTS.target}>
        <select
          aria-label={LINK_TEXTS.target}
          className="h-7 w-full rounded border border-neutral-200 bg-white px-1.5 text-xs"
          value={pageId ?? ''}
          disabled={disabled}
          onChange={(event) =>
            onChange({ ...action, url: event.target.value ? `${PAGE_LINK_PREFIX}${event.target.value}` : '' })
          }
        >
          <option value="">{LINK_TEXTS.url}</option>
          {pages.map((page) => (
            <option key={page.id} value={page.id}>
              {LINK_TEXTS.pageOption(page.label)}
            </option>
          ))}
        </select>
      </FieldRow>
      {pageId === null && (
        <FieldRow label="URL">
          <CheckedInput
            label="URL"
            type="url"
            placeholder="https://example.com/page"
            value={typeof action.url === 'string' ? action.url : ''}
            disabled={disabled}
            check={(text) => {
              const problem = urlProblem(text);
              return problem ? { ok: false, error: problem } : { ok: true, value: text.trim() };
            }}
            onCommit={(next) => onChange({ ...action, url: next })}
          />
        </FieldRow>
      )}
      <label className="flex items-center gap-2 pl-[78px] text-[11px] text-neutral-600">
        <input
          type="checkbox"
          checked={action.newTab === true}
          disabled={disabled}
          onChange={(event) => onChange({ ...action, newTab: event.target.checked })}
        />
        Open in a new tab
      </label>
    </>
  );
}
