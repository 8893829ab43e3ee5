// Findings in plain words, computed by the server from the range (docs/analytics.md "Insights").
import { IconBulb } from '@tabler/icons-react';
import type { AnalyticsInsight } from '@vitrine/core';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { CsvButton } from './csv-button.tsx';
import { ANALYTICS_TEXTS } from './texts.ts';

export function InsightsCard({ insights }: { insights: AnalyticsInsight[] }) {
  return (
    <Card data-testid="insights">
      <CardHeader
        title={ANALYTICS_TEXTS.insights}
        actions={
          <CsvButton
            what={ANALYTICS_TEXTS.insights}
            fileName="insights.csv"
            header={['Finding', 'Kind', 'Numbers']}
            rows={insights.map((insight) => [insight.text, insight.kind, JSON.stringify(insight.numbers)])}
          />
        }
      />
      {insights.length === 0 ? (
        <p className="px-6 py-6 text-sm text-neutral-500">{ANALYTICS_TEXTS.noInsights}</p>
      ) : (
        <ul className="divide-y divide-neutral-100">
          {insights.map((insight) => (
            <li key={insight.id} className="flex gap-3 px-6 py-3" data-testid="insight">
              <IconBulb className="mt-0.5 size-4 shrink-0 text-brand-600" />
              <p className="text-sm text-neutral-700">{insight.text}</p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
