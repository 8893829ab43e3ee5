// The trend of one measure over the range (Recharts), per hour, day or week, with a CSV of every
// measure per interval.
import type { AnalyticsInterval, AnalyticsMeasure, AnalyticsTrends } from '@vitrine/core';
import { ANALYTICS_MEASURES } from '@vitrine/core';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { Select } from '../../components/ui/select.tsx';
import { CsvButton } from './csv-button.tsx';
import { ANALYTICS_TEXTS, MEASURE_LABELS } from './texts.ts';
import { formatMeasure } from './stat-cards.tsx';

const INTERVALS: { value: AnalyticsInterval; label: string }[] = [
  { value: 'hour', label: 'Hourly' },
  { value: 'day', label: 'Daily' },
  { value: 'week', label: 'Weekly' },
];

function shortLabel(label: string, interval: AnalyticsInterval): string {
  if (interval === 'hour') return label.slice(11);
  const [, month, day] = label.split('-');
  return `${Number(day)} ${new Date(2000, Number(month) - 1, 1).toLocaleString('en-US', { month: 'short' })}`;
}

export function TrendChart({
  trends,
  measure,
  interval,
  hourlyAllowed,
  onInterval,
}: {
  trends: AnalyticsTrends | undefined;
  measure: AnalyticsMeasure;
  interval: AnalyticsInterval;
  hourlyAllowed: boolean;
  onInterval: (interval: AnalyticsInterval) => void;
}) {
  const points = trends?.points ?? [];
  const data = points.map((point) => ({ label: point.label, value: point[measure] ?? null }));
  const shown = ANALYTICS_MEASURES.filter((name) => points[0] && name in points[0]);
  return (
    <Card data-testid="trend-chart">
      <CardHeader
        title={`${MEASURE_LABELS[measure]} · ${ANALYTICS_TEXTS.trend}`}
        actions={
          <>
            <Select
              aria-label={ANALYTICS_TEXTS.interval}
              value={interval}
              onValueChange={onInterval}
              options={INTERVALS.filter((option) => option.value !== 'hour' || hourlyAllowed)}
            />
            <CsvButton
              what={ANALYTICS_TEXTS.trend}
              fileName="trend.csv"
              header={['Interval', ...shown.map((name) => MEASURE_LABELS[name])]}
              rows={points.map((point) => [point.label, ...shown.map((name) => point[name] ?? '')])}
            />
          </>
        }
      />
      <div className="h-72 px-2 pt-4 pb-2">
        <ResponsiveContainer width="100%" height="100%">
          <AreaChart data={data} margin={{ top: 8, right: 20, bottom: 0, left: 0 }}>
            <defs>
              <linearGradient id="trend-fill" x1="0" y1="0" x2="0" y2="1">
                <stop offset="0%" stopColor="#f97316" stopOpacity={0.25} />
                <stop offset="100%" stopColor="#f97316" stopOpacity={0} />
              </linearGradient>
            </defs>
            <CartesianGrid stroke="#f1f1f1" vertical={false} />
            <XAxis
              dataKey="label"
              tickFormatter={(label: string) => shortLabel(label, interval)}
              tick={{ fontSize: 11, fill: '#737373' }}
              tickLine={false}
              axisLine={{ stroke: '#e5e5e5' }}
              minTickGap={24}
            />
            <YAxis
              width={56}
              tick={{ fontSize: 11, fill: '#737373' }}
              tickLine={false}
              axisLine={false}
              allowDecimals={measure === 'conversionRate'}
              tickFormatter={(value: number) => formatMeasure(measure, value)}
            />
            <Tooltip
              formatter={(value) => [formatMeasure(measure, value as number | null), MEASURE_LABELS[measure]]}
              labelStyle={{ color: '#404040', fontSize: 12 }}
              contentStyle={{ borderRadius: 10, borderColor: '#e5e5e5', fontSize: 12 }}
            />
            <Area
              type="monotone"
              dataKey="value"
              stroke="#f97316"
              strokeWidth={2}
              fill="url(#trend-fill)"
              connectNulls
              isAnimationActive={false}
            />
          </AreaChart>
        </ResponsiveContainer>
      </div>
    </Card>
  );
}
