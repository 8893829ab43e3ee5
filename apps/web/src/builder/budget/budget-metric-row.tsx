// One measured figure of the budget: its value, its target and a bar of how much of it is used.
import { cn } from '../../components/ui/cn.ts';
import type { Metric } from './compute-budget.ts';
import { formatBytes, formatCount } from './format.ts';

const format = (metric: Metric, value: number) =>
  metric.unit === 'bytes' ? formatBytes(value) : formatCount(value);

export function BudgetMetricRow({ metric }: { metric: Metric }) {
  const share = metric.target ? Math.min(1, metric.value / metric.target) : 0;
  return (
    <li
      className="py-1.5"
      data-testid={`budget-metric-${metric.id}`}
      data-status={metric.status}
      data-value={metric.value}
    >
      <div className="flex items-baseline justify-between gap-2 text-xs">
        <span className="text-neutral-700">{metric.label}</span>
        <span
          className={cn(
            'font-medium tabular-nums',
            metric.status === 'over' ? 'text-red-600' : 'text-neutral-900',
          )}
        >
          {format(metric, metric.value)}
          {metric.target !== null && (
            <span className="font-normal text-neutral-500">
              {' '}
              / {format(metric, metric.target)}
              {metric.mobileTarget !== undefined && metric.mobileTarget !== metric.target && (
                <> · mobile {format(metric, metric.mobileTarget)}</>
              )}
            </span>
          )}
        </span>
      </div>
      {metric.target !== null && (
        <div className="mt-1 h-1 overflow-hidden rounded bg-neutral-100">
          <div
            className={cn(
              'h-full rounded',
              metric.status === 'over' ? 'bg-red-500' : share > 0.8 ? 'bg-amber-400' : 'bg-green-500',
            )}
            style={{ width: `${Math.max(2, share * 100)}%` }}
          />
        </div>
      )}
    </li>
  );
}
