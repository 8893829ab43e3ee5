// Go to page (a page picker) and Open URL (a checked URL and a new-tab switch).
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
  return (
    <>
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
          onCommit={(url) => onChange({ ...action, url })}
        />
      </FieldRow>
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
