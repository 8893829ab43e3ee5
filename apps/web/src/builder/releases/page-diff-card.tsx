// One changed page of the diff: its own fields, its elements with their prop and style changes,
// and on demand the screenshots of both versions with their pixel diff.
import type { PageDiff } from '@vitrine/core';
import { useState } from 'react';
import { ChangeBadge } from './change-badge.tsx';
import { FieldChanges } from './field-changes.tsx';
import { ScreenshotCompare } from './screenshot-compare.tsx';
import { RELEASES_TEXTS as T } from './texts.ts';

export function PageDiffCard(props: { page: PageDiff; projectId: string; from: string; to: string }) {
  const { page } = props;
  const [shots, setShots] = useState(false);
  return (
    <section className="rounded-lg border border-neutral-200 p-3" data-testid="page-diff">
      <header className="flex items-center gap-2">
        <h4 className="truncate text-xs font-medium text-neutral-900">{page.label}</h4>
        <ChangeBadge change={page.change} />
        {!shots && (
          <button
            type="button"
            onClick={() => setShots(true)}
            className="ml-auto text-[11px] font-medium text-brand-700 hover:underline"
          >
            {T.showScreens}
          </button>
        )}
      </header>
      <FieldChanges changes={page.fields} />
      <ul className="mt-1 flex flex-col gap-1.5">
        {page.elements.map((element) => (
          <li key={element.id} data-testid="element-diff" className="border-l-2 border-neutral-100 pl-2">
            <div className="flex items-center gap-2 text-[11px]">
              <span className="font-medium text-neutral-800">{element.name}</span>
              <span className="text-neutral-500">{element.elementType}</span>
              <ChangeBadge change={element.change} />
            </div>
            <FieldChanges title={T.props} changes={element.props} />
            <FieldChanges title={T.styles} changes={element.styles} />
            <FieldChanges changes={element.fields} />
          </li>
        ))}
      </ul>
      {shots && (
        <ScreenshotCompare projectId={props.projectId} from={props.from} to={props.to} pageId={page.id} />
      )}
    </section>
  );
}
