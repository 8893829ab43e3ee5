// The headline numbers of the range, each with its change against the period before.
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import type { AnalyticsMeasure, AnalyticsStats } from '@vitrine/core';
import { cn } from '../../components/ui/cn.ts';
import { formatChange, formatCount, formatDuration, formatShare } from './analytics-format.ts';
import { ANALYTICS_TEXTS, MEASURE_LABELS } from './texts.ts';

export const HEADLINE_MEASURES: AnalyticsMeasure[] = [
  'visitors',
  'sessions',
  'pageViews',
  'interactions',
  'conversionRate',
  'medianSessionSeconds',
];

export function formatMeasure(measure: AnalyticsMeasure, value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  if (measure === 'conversionRate') return formatShare(value);
  if (measure === 'medianSessionSeconds') return formatDuration(value);
  return formatCount(value);
}

export function StatCards({
  stats,
  selected,
  onSelect,
}: {
  stats: AnalyticsStats;
  selected: AnalyticsMeasure;
  onSelect: (measure: AnalyticsMeasure) => void;
}) {
  return (
    <div className="grid grid-cols-2 gap-px overflow-hidden rounded-2xl border border-neutral-200/80 bg-neutral-200/80 shadow-sm md:grid-cols-3 xl:grid-cols-6">
      {HEADLINE_MEASURES.map((measure) => {
        const change = stats.change[measure];
        const label = formatChange(change);
        const up = (change ?? 0) > 0;
        const flat = !label || label === '0%';
        return (
          <button
            key={measure}
            type="button"
            data-testid={`stat-${measure}`}
            aria-pressed={selected === measure}
            onClick={() => onSelect(measure)}
            className={cn(
              'group bg-white px-5 py-4 text-left outline-none transition-colors hover:bg-neutral-50 focus-visible:bg-brand-50',
              selected === measure && 'bg-brand-50/60 hover:bg-brand-50',
            )}
          >
            <p
              className={cn(
                'text-xs font-medium tracking-wide text-neutral-500 uppercase',
                selected === measure && 'text-brand-700',
              )}
            >
              {MEASURE_LABELS[measure]}
            </p>
            <p
              className="mt-1.5 text-2xl font-semibold tracking-tight text-neutral-900 tabular-nums"
              data-testid="stat-value"
            >
              {formatMeasure(measure, stats.current[measure])}
            </p>
            <p
              className={cn(
                'mt-1 flex items-center gap-1 text-xs tabular-nums',
                flat ? 'text-neutral-500' : up ? 'text-emerald-600' : 'text-red-600',
              )}
            >
              {!flat &&
                (up ? (
                  <IconArrowUpRight className="size-3.5" />
                ) : (
                  <IconArrowDownRight className="size-3.5" />
                ))}
              {label ? `${label} ${ANALYTICS_TEXTS.previous}` : ANALYTICS_TEXTS.noChange}
            </p>
          </button>
        );
      })}
    </div>
  );
}
