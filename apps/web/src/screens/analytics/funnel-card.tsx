// The funnel: steps the author picks (from the steps seen in the range), with the sessions that
// reached each one in order and the drop-off between them.
import { IconPlus, IconX } from '@tabler/icons-react';
import { ANALYTICS_MAX_FUNNEL_STEPS, type AnalyticsJourney } from '@vitrine/core';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { CsvButton } from './csv-button.tsx';
import { formatCount, formatShare } from './analytics-format.ts';
import { ANALYTICS_TEXTS } from './texts.ts';

export function FunnelCard({
  journey,
  steps,
  onSteps,
}: {
  journey: AnalyticsJourney | undefined;
  steps: string[];
  onSteps: (steps: string[]) => void;
}) {
  const available = (journey?.steps ?? []).filter((step) => !steps.includes(step.key));
  const labelOf = (key: string) =>
    journey?.funnel?.find((step) => step.key === key)?.label ??
    journey?.steps.find((step) => step.key === key)?.label ??
    key;
  const funnel = journey?.funnel ?? null;
  return (
    <Card data-testid="funnel">
      <CardHeader
        title={ANALYTICS_TEXTS.funnel}
        description={ANALYTICS_TEXTS.funnelHint}
        actions={
          <CsvButton
            what={ANALYTICS_TEXTS.funnel}
            fileName="funnel.csv"
            header={['Step', 'Sessions', 'Of first step', 'Drop-off']}
            rows={(funnel ?? []).map((step) => [
              step.label,
              step.sessions,
              step.conversion.toFixed(4),
              step.dropOff.toFixed(4),
            ])}
          />
        }
      />
      <div className="flex flex-wrap items-center gap-2 px-6 pt-4">
        {steps.map((key, index) => (
          <span
            key={key}
            className="inline-flex items-center gap-1 rounded-full border border-neutral-200 bg-neutral-50 py-1 pr-1 pl-3 text-xs text-neutral-700"
          >
            <span className="text-neutral-500">{index + 1}.</span> {labelOf(key)}
            <button
              type="button"
              aria-label={`Remove ${labelOf(key)}`}
              onClick={() => onSteps(steps.filter((step) => step !== key))}
              className="grid size-5 place-items-center rounded-full text-neutral-500 hover:bg-neutral-200 hover:text-neutral-700"
            >
              <IconX className="size-3" />
            </button>
          </span>
        ))}
        {steps.length < ANALYTICS_MAX_FUNNEL_STEPS && available.length > 0 && (
          <label className="inline-flex items-center gap-1 text-xs text-neutral-500">
            <IconPlus className="size-3.5" />
            <select
              aria-label={ANALYTICS_TEXTS.addStep}
              value=""
              onChange={(event) => event.target.value && onSteps([...steps, event.target.value])}
              className="h-7 max-w-56 rounded-md border border-neutral-200 bg-white px-2 text-xs text-neutral-700"
            >
              <option value="">{ANALYTICS_TEXTS.addStep}</option>
              {available.map((step) => (
                <option key={step.key} value={step.key}>
                  {step.label} ({formatCount(step.sessions)})
                </option>
              ))}
            </select>
          </label>
        )}
        {steps.length > 0 && (
          <Button variant="ghost" size="sm" onClick={() => onSteps([])}>
            {ANALYTICS_TEXTS.clearSteps}
          </Button>
        )}
      </div>
      {funnel ? (
        <ol className="grid gap-3 px-6 py-5">
          {funnel.map((step, index) => (
            <li key={step.key} data-testid="funnel-step">
              <div className="flex items-baseline justify-between gap-4 text-sm">
                <span className="truncate text-neutral-800">
                  <span className="mr-1.5 text-neutral-500">{index + 1}.</span>
                  {step.label}
                </span>
                <span className="shrink-0 text-neutral-900 tabular-nums">
                  {formatCount(step.sessions)}{' '}
                  <span className="text-xs text-neutral-500">{formatShare(step.conversion)}</span>
                </span>
              </div>
              <div className="mt-1 h-2.5 overflow-hidden rounded-full bg-neutral-100">
                <div
                  className="h-full rounded-full bg-brand-500"
                  style={{ width: `${step.conversion * 100}%` }}
                />
              </div>
              {index > 0 && step.dropOff > 0 && (
                <p className="mt-1 text-xs text-red-600">
                  {ANALYTICS_TEXTS.dropOff(formatShare(step.dropOff))}
                </p>
              )}
            </li>
          ))}
        </ol>
      ) : (
        <p className="px-6 py-6 text-sm text-neutral-500">{ANALYTICS_TEXTS.noFunnel}</p>
      )}
    </Card>
  );
}
