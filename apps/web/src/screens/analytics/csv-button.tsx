// Exports one table of the Analytics view as a CSV file.
import { IconDownload } from '@tabler/icons-react';
import { Button } from '../../components/ui/button.tsx';
import { downloadCsv, toCsv } from './analytics-format.ts';
import { ANALYTICS_TEXTS } from './texts.ts';

export function CsvButton({
  what,
  fileName,
  header,
  rows,
}: {
  what: string;
  fileName: string;
  header: readonly string[];
  rows: readonly (readonly unknown[])[];
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={ANALYTICS_TEXTS.exportLabel(what)}
      disabled={rows.length === 0}
      icon={<IconDownload className="size-3.5" />}
      onClick={() => downloadCsv(fileName, toCsv(header, rows))}
    >
      {ANALYTICS_TEXTS.exportCsv}
    </Button>
  );
}
