// One top list of the reports: label (with its group), a share bar, sessions and events, and CSV.
import { formatPrice, toMinorUnits, type AnalyticsReportName, type AnalyticsReportRow } from '@vitrine/core';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { CsvButton } from './csv-button.tsx';
import { formatCount, formatShare } from './analytics-format.ts';
import { ANALYTICS_TEXTS, REPORT_LABELS } from './texts.ts';

export function ReportTable({ name, rows }: { name: AnalyticsReportName; rows: AnalyticsReportRow[] }) {
  const texts = REPORT_LABELS[name];
  const label = (row: AnalyticsReportRow) => {
    if (name === 'prices' && row.currency && row.value !== undefined)
      // A price_shown event's value is the total the visitor saw, in the document's major units.
      return formatPrice(toMinorUnits(row.value), row.currency);
    return row.group ? `${row.group}: ${row.label}` : row.label;
  };
  return (
    <Card data-testid={`report-${name}`} className="flex flex-col">
      <CardHeader
        title={texts.title}
        actions={
          <CsvButton
            what={texts.title}
            fileName={`${name}.csv`}
            header={[
              texts.column,
              ANALYTICS_TEXTS.columns.sessions,
              texts.events,
              ANALYTICS_TEXTS.columns.share,
            ]}
            rows={rows.map((row) => [label(row), row.sessions, row.events, row.share.toFixed(4)])}
          />
        }
      />
      {rows.length === 0 ? (
        <p className="px-6 py-8 text-center text-sm text-neutral-500">{ANALYTICS_TEXTS.emptyRange}</p>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-xs text-neutral-500">
              <th className="px-6 pt-3 pb-1 font-medium">{texts.column}</th>
              <th className="px-2 pt-3 pb-1 text-right font-medium">{ANALYTICS_TEXTS.columns.sessions}</th>
              <th className="px-6 pt-3 pb-1 text-right font-medium">{texts.events}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} data-testid="report-row">
                <td className="px-6 py-1.5">
                  <div className="relative">
                    <div
                      className="absolute inset-y-0 left-0 rounded-md bg-brand-100/70"
                      style={{ width: `${Math.max(2, Math.round(row.share * 100))}%` }}
                    />
                    <span className="relative block truncate px-2 py-1 text-neutral-800" title={label(row)}>
                      {row.group && <span className="text-neutral-500">{row.group}: </span>}
                      {row.group ? row.label : label(row)}
                    </span>
                  </div>
                </td>
                <td className="px-2 py-1.5 text-right text-neutral-900 tabular-nums">
                  {formatCount(row.sessions)}
                  <span className="ml-1.5 text-xs text-neutral-500">{formatShare(row.share)}</span>
                </td>
                <td className="px-6 py-1.5 text-right text-neutral-500 tabular-nums">
                  {formatCount(row.events)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
