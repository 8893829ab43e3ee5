// The structural diff of two versions, section by section: project fields, pages (with their
// elements and screenshots), assets, materials, attributes, prices and theme tokens.
import type { EntryDiff, ProjectDiff } from '@vitrine/core';
import type { ReactNode } from 'react';
import { ChangeBadge } from './change-badge.tsx';
import { FieldChanges } from './field-changes.tsx';
import { formatValue } from './format-value.ts';
import { PageDiffCard } from './page-diff-card.tsx';
import { RELEASES_TEXTS as T } from './texts.ts';

function Section({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  if (count === 0) return null;
  return (
    <section className="mt-4" data-testid={`diff-section-${title.toLowerCase().replace(/\s+/g, '-')}`}>
      <h3 className="mb-1.5 text-[11px] font-medium tracking-wide text-neutral-500 uppercase">
        {title} <span className="text-neutral-500">({count})</span>
      </h3>
      {children}
    </section>
  );
}

function Entries({ entries }: { entries: readonly EntryDiff[] }) {
  return (
    <ul className="flex flex-col gap-1.5">
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-md border border-neutral-100 px-2 py-1">
          <div className="flex items-center gap-2 text-[11px]">
            <span className="font-medium text-neutral-800">{entry.name}</span>
            <ChangeBadge change={entry.change} />
          </div>
          <FieldChanges changes={entry.fields} />
        </li>
      ))}
    </ul>
  );
}

export function DiffView(props: { diff: ProjectDiff; projectId: string; from: string; to: string }) {
  const { diff } = props;
  if (diff.total === 0) return <p className="mt-4 text-xs text-neutral-500">{T.nothingChanged}</p>;
  return (
    <div data-testid="diff-view">
      <p className="mt-3 text-xs font-medium text-neutral-800">{T.changes(diff.total)}</p>
      <Section title={T.project} count={diff.project.length}>
        <FieldChanges changes={diff.project} />
      </Section>
      <Section title={T.pages} count={diff.pages.length}>
        <div className="flex flex-col gap-2">
          {diff.pages.map((page) => (
            <PageDiffCard
              key={page.id}
              page={page}
              projectId={props.projectId}
              from={props.from}
              to={props.to}
            />
          ))}
        </div>
      </Section>
      <Section title={T.assets} count={diff.assets.length}>
        <Entries entries={diff.assets} />
      </Section>
      <Section title={T.materials} count={diff.materials.length}>
        <Entries entries={diff.materials} />
      </Section>
      <Section title={T.attributes} count={diff.attributes.length}>
        <Entries entries={diff.attributes} />
      </Section>
      <Section title={T.prices} count={diff.prices.length}>
        <FieldChanges
          changes={diff.prices.map((price) => ({
            key: `${price.ownerName} · ${price.currencyCode}`,
            before: price.before,
            after: price.after,
          }))}
        />
      </Section>
      <Section title={T.tokens} count={diff.tokens.length}>
        <FieldChanges
          changes={diff.tokens.map((token) => ({
            key: `${token.theme}.${token.group}.${token.key}`,
            before: token.before === undefined ? undefined : formatValue(token.before),
            after: token.after === undefined ? undefined : formatValue(token.after),
          }))}
        />
      </Section>
    </div>
  );
}
