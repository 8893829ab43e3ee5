// The one table `npm run bench` ends with: every figure a benchmark reports, its target and whether
// it was met (✓/✗), and the named peer's figure beside it where there is one.
import { loadavg } from 'node:os';

export type Unit = 'ms' | 'KB' | 'MB' | 's' | 'draws/s' | 'draws' | 'maps' | 'score' | 'fps';

export interface Figure {
  /** The benchmark's section (builder, runtime, collab). */
  group: string;
  name: string;
  value: number | null;
  unit: Unit;
  /** The figure must stay below this (same unit); none for a figure only reported. */
  target?: number;
  /** The target may be reached, not only approached (≤ rather than <): 0 draws at rest, 1 map. */
  atMost?: boolean;
  /** The target is a least value instead (a Lighthouse score): the figure must reach it. */
  atLeast?: boolean;
  /** The peer's figure (GrapesJS, Hocuspocus…) measured in the same run. */
  peer?: { name: string; value: number | null };
  /** The figure over the peer's must stay at or below this (1 = no slower than the peer). */
  peerRatioTarget?: number;
}

/** The figure over its peer's in the same run, or null without both. */
export function peerRatio(figure: Figure): number | null {
  const theirs = figure.peer?.value;
  if (figure.value === null || Number.isNaN(figure.value) || !theirs) return null;
  return figure.value / theirs;
}

const format = (value: number | null | undefined, unit: Unit) => {
  if (value === null || value === undefined || Number.isNaN(value)) return '–';
  if (unit === 'score') return value.toFixed(0);
  const digits = (unit === 'ms' && value >= 100) || unit === 'draws' || unit === 'maps' ? 0 : 1;
  return `${value.toFixed(digits)} ${unit}`;
};

export function verdict(figure: Figure): '✓' | '✗' | '' {
  if (figure.peerRatioTarget !== undefined) {
    const ratio = peerRatio(figure);
    return ratio !== null && ratio <= figure.peerRatioTarget ? '✓' : '✗';
  }
  if (figure.target === undefined) return '';
  if (figure.value === null || Number.isNaN(figure.value)) return '✗';
  if (figure.atLeast) return figure.value >= figure.target ? '✓' : '✗';
  return figure.value < figure.target || (figure.atMost === true && figure.value === figure.target)
    ? '✓'
    : '✗';
}

export function loadLine(): string {
  const [one, five] = loadavg();
  return `load average ${one!.toFixed(1)} (1 min), ${five!.toFixed(1)} (5 min)`;
}

const ratioNote = (figure: Figure) => {
  const ratio = figure.peerRatioTarget === undefined ? null : peerRatio(figure);
  return ratio === null ? '' : ` (${ratio.toFixed(2)}×)`;
};

/** Prints the figures as one table (markdown, so docs/performance.md can hold it as printed). */
export function printSummary(figures: Figure[]): void {
  const rows = figures.map((figure) => [
    figure.group,
    figure.name,
    format(figure.value, figure.unit),
    figure.peerRatioTarget !== undefined
      ? `≤ ${figure.peerRatioTarget.toFixed(1)}× ${figure.peer?.name ?? 'peer'}`
      : figure.target === undefined
        ? ''
        : `${figure.atLeast ? '≥' : figure.atMost ? '≤' : '<'} ${format(figure.target, figure.unit)}`,
    verdict(figure),
    figure.peer ? `${figure.peer.name} ${format(figure.peer.value, figure.unit)}${ratioNote(figure)}` : '',
  ]);
  const header = ['bench', 'figure', 'Vitrine', 'target', '✓/✗', 'peer (same run)'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column === 2 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join(' | ')} |`;
  console.log(`\nSummary (${loadLine()}, ${new Date().toISOString()})\n`);
  console.log(line(header));
  console.log(
    `|${widths.map((width, column) => (column === 2 ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2))).join('|')}|`,
  );
  for (const row of rows) console.log(line(row));
  const missed = figures.filter((figure) => verdict(figure) === '✗');
  console.log(
    missed.length
      ? `\n${missed.length} target(s) missed: ${missed.map((figure) => `${figure.group} ${figure.name}`).join('; ')}`
      : '\nEvery target met.',
  );
}
