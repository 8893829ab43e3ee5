import { describe, expect, it } from 'vitest';
import {
  csvCell,
  formatChange,
  formatDuration,
  formatShare,
  lastDays,
  shiftDate,
  toCsv,
} from './analytics-format.ts';

describe('analytics formatting', () => {
  it('formats changes, shares and durations', () => {
    expect([formatChange(0.234), formatChange(-0.08), formatChange(null), formatChange(0.001)]).toEqual([
      '+23%',
      '−8%',
      null,
      '0%',
    ]);
    expect([formatShare(0.41), formatShare(0.034), formatShare(0)]).toEqual(['41%', '3.4%', '0%']);
    expect([formatDuration(42), formatDuration(125), formatDuration(3900), formatDuration(null)]).toEqual([
      '42s',
      '2m 05s',
      '1h 05m',
      '—',
    ]);
  });

  it('counts days back from today, today included', () => {
    expect(lastDays(7, new Date(2025, 2, 3))).toEqual({ from: '2025-02-25', to: '2025-03-03' });
    expect(shiftDate('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('quotes CSV cells that need it', () => {
    expect(toCsv(['Option', 'Sessions'], [['Finish: "Walnut", dark', 12]])).toBe(
      'Option,Sessions\r\n"Finish: ""Walnut"", dark",12\r\n',
    );
  });

  it.each([
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ["+1+cmd|' /C calc'!A0", "'+1+cmd|' /C calc'!A0"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+1', `"'\t=1+1"`],
    ['\r=1+1', `"'\r=1+1"`],
    ['-3', "'-3"],
  ])('writes text that starts like a formula, %j, as text', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('leaves other text, and numbers negative or not, as they are', () => {
    expect([csvCell('Walnut'), csvCell('a=b'), csvCell(' =1'), csvCell(''), csvCell(null)]).toEqual([
      'Walnut',
      'a=b',
      ' =1',
      '',
      '',
    ]);
    expect([csvCell(-3), csvCell(0.25), csvCell(-1e21), csvCell(12n)]).toEqual([
      '-3',
      '0.25',
      '-1e+21',
      '12',
    ]);
  });

  it('quotes text holding a semicolon or tab, so a spreadsheet splitting on them starts no new cell', () => {
    expect([csvCell('label;=1+1'), csvCell('a\t=1')]).toEqual(['"label;=1+1"', '"a\t=1"']);
  });

  it('guards every cell of a CSV file, headers included', () => {
    expect(toCsv(['=Label', 'Change'], [['@page', -0.5]])).toBe("'=Label,Change\r\n'@page,-0.5\r\n");
  });
});
