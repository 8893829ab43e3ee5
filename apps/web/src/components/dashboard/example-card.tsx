// A quickstart template card (SPEC §2): thumbnail and label; clicking opens the example viewer.
import { sentenceCase, type ExampleProject } from '@vitrine/core';
import { Link } from 'react-router';
import { Thumbnail } from './thumbnail.tsx';

export const examplePath = (exampleId: string) => `/examples/${encodeURIComponent(exampleId)}`;

export function ExampleCard({ example }: { example: ExampleProject }) {
  const label = sentenceCase(example.label);
  return (
    <li
      data-testid="example-card"
      className="group overflow-hidden rounded-2xl border border-neutral-200/80 bg-white shadow-sm shadow-neutral-900/[0.03] transition-all hover:-translate-y-0.5 hover:border-neutral-300 hover:shadow-md"
    >
      <Link
        to={examplePath(example.id)}
        className="block outline-none focus-visible:ring-2 focus-visible:ring-brand-400 focus-visible:ring-inset"
      >
        <Thumbnail src={example.thumbnail} alt={label} />
        <p className="truncate px-4 py-3.5 text-sm font-medium text-neutral-900">{label}</p>
      </Link>
    </li>
  );
}
