// Journeys: the most common first steps of sessions, and the most common moves from one step to the
// next.
import { IconChevronRight } from '@tabler/icons-react';
import type { AnalyticsJourney } from '@vitrine/core';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { CsvButton } from './csv-button.tsx';
import { formatCount, formatShare } from './analytics-format.ts';
import { ANALYTICS_TEXTS } from './texts.ts';

export function PathsCard({ journey }: { journey: AnalyticsJourney | undefined }) {
  const paths = journey?.paths ?? [];
  const moves = journey?.transitions ?? [];
  return (
    <Card data-testid="paths">
      <CardHeader
        title={ANALYTICS_TEXTS.paths}
        actions={
          <CsvButton
            what={ANALYTICS_TEXTS.paths}
            fileName="paths.csv"
            header={['Path', 'Sessions', 'Share']}
            rows={paths.map((path) => [
              path.steps.map((step) => step.label).join(' > '),
              path.sessions,
              path.share.toFixed(4),
            ])}
          />
        }
      />
      {paths.length === 0 ? (
        <p className="px-6 py-6 text-sm text-neutral-500">{ANALYTICS_TEXTS.noPaths}</p>
      ) : (
        <div className="grid gap-6 px-6 py-5 lg:grid-cols-[3fr_2fr]">
          <section>
            <h3 className="mb-2 text-xs font-medium tracking-wide text-neutral-500 uppercase">
              {ANALYTICS_TEXTS.topPaths}
            </h3>
            <ul className="grid gap-2">
              {paths.map((path) => (
                <li
                  key={path.steps.map((step) => step.key).join('|')}
                  data-testid="path"
                  className="flex items-center justify-between gap-3"
                >
                  <span className="flex min-w-0 flex-wrap items-center gap-1 text-sm">
                    {path.steps.map((step, index) => (
                      <span key={`${step.key}-${index}`} className="inline-flex items-center gap-1">
                        {index > 0 && <IconChevronRight className="size-3 text-neutral-300" />}
                        <span className="rounded-md bg-neutral-100 px-1.5 py-0.5 text-neutral-700">
                          {step.label}
                        </span>
                      </span>
                    ))}
                  </span>
                  <span className="shrink-0 text-sm text-neutral-900 tabular-nums">
                    {formatCount(path.sessions)}{' '}
                    <span className="text-xs text-neutral-500">{formatShare(path.share)}</span>
                  </span>
                </li>
              ))}
            </ul>
          </section>
          <section>
            <div className="mb-2 flex items-center justify-between">
              <h3 className="text-xs font-medium tracking-wide text-neutral-500 uppercase">
                {ANALYTICS_TEXTS.moves}
              </h3>
              <CsvButton
                what={ANALYTICS_TEXTS.moves}
                fileName="moves.csv"
                header={['From', 'To', 'Times']}
                rows={moves.map((move) => [move.from.label, move.to.label, move.count])}
              />
            </div>
            <ul className="grid gap-1.5 text-sm">
              {moves.map((move) => (
                <li
                  key={`${move.from.key}>${move.to.key}`}
                  className="flex items-center justify-between gap-3"
                >
                  <span className="min-w-0 truncate text-neutral-700">
                    {move.from.label} <span className="text-neutral-300">→</span> {move.to.label}
                  </span>
                  <span className="shrink-0 text-neutral-500 tabular-nums">{formatCount(move.count)}</span>
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}
    </Card>
  );
}
