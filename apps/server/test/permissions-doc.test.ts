// docs/permissions.md shows the matrix of packages/core/src/permissions.ts; this keeps them equal.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ACTIONS, PERMISSIONS, RESTRICTED_FIELDS, ROLES, SUBJECTS } from '@vitrine/core';

const docPath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/permissions.md');

/** The matrix as the markdown table of the doc: 'all' for manage, '—' for nothing. */
function renderMatrix(): string {
  const header = `| role | ${SUBJECTS.join(' | ')} |`;
  const rule = `|---|${SUBJECTS.map(() => '---').join('|')}|`;
  const rows = ROLES.map((role) => {
    const cells = SUBJECTS.map((subject) => {
      const granted = PERMISSIONS[role][subject] ?? [];
      if (granted.includes('manage')) return 'all';
      return granted.length ? ACTIONS.filter((a) => granted.includes(a)).join(', ') : '—';
    });
    return `| ${role} | ${cells.join(' | ')} |`;
  });
  return [header, rule, ...rows].join('\n');
}

function renderFields(): string {
  const lines = Object.entries(RESTRICTED_FIELDS).flatMap(([subject, fields]) =>
    Object.entries(fields ?? {}).map(([field, roles]) => `| ${subject} | ${field} | ${roles!.join(', ')} |`),
  );
  return ['| subject | field | roles that may change it |', '|---|---|---|', ...lines].join('\n');
}

/** Table rows as trimmed cells, so formatting (column padding) does not matter. */
const cellsOf = (table: string) =>
  table
    .trim()
    .split('\n')
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => (/^\s*:?-+:?\s*$/.test(cell) ? '---' : cell.trim())),
    );

const between = (text: string, name: string) => {
  const match = new RegExp(`<!-- ${name}:start -->([\\s\\S]*?)<!-- ${name}:end -->`).exec(text);
  return cellsOf(match?.[1] ?? '');
};

describe('docs/permissions.md', () => {
  const doc = readFileSync(docPath, 'utf8');

  it('shows the role × subject matrix of the code', () => {
    expect(between(doc, 'matrix')).toEqual(cellsOf(renderMatrix()));
  });

  it('shows the restricted fields of the code', () => {
    expect(between(doc, 'fields')).toEqual(cellsOf(renderFields()));
  });
});
