import { type TreeSnapshot } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import { visibleRows } from './visible-rows.ts';

function tree(): TreeSnapshot {
  const children = new Map<string, string[]>([
    ['a', ['a1', 'a2']],
    ['a1', ['a1x']],
    ['a2', []],
    ['a1x', []],
    ['b', []],
  ]);
  const parent = new Map<string, string | null>([
    ['a', null],
    ['b', null],
    ['a1', 'a'],
    ['a2', 'a'],
    ['a1x', 'a1'],
  ]);
  return { roots: ['a', 'b'], children, parent };
}

const labels: Record<string, string> = { a: 'Flex', a1: 'Card', a2: 'Button', a1x: 'Title text', b: 'Image' };

describe('visibleRows', () => {
  it('shows only roots when nothing is expanded', () => {
    expect(visibleRows(tree(), new Set()).map((row) => row.id)).toEqual(['a', 'b']);
  });

  it('descends into expanded elements with their depth', () => {
    const rows = visibleRows(tree(), new Set(['a', 'a1']));
    expect(rows.map((row) => [row.id, row.depth])).toEqual([
      ['a', 0],
      ['a1', 1],
      ['a1x', 2],
      ['a2', 1],
      ['b', 0],
    ]);
    expect(rows[0]).toMatchObject({ hasChildren: true, expanded: true });
    expect(rows[3]).toMatchObject({ hasChildren: false, expanded: false });
  });

  it('keeps a collapsed element with children marked as having children', () => {
    expect(visibleRows(tree(), new Set())[0]).toMatchObject({ hasChildren: true, expanded: false });
  });

  it('filters by label case-insensitively, keeping the ancestors of matches', () => {
    const rows = visibleRows(tree(), new Set(), { query: '  TEXT ', label: (id) => labels[id]! });
    expect(rows.map((row) => row.id)).toEqual(['a', 'a1', 'a1x']);
  });

  it('counts each row among its shown siblings', () => {
    const rows = visibleRows(tree(), new Set(['a']));
    expect(rows.map((row) => [row.id, row.posInSet, row.setSize])).toEqual([
      ['a', 1, 2],
      ['a1', 1, 2],
      ['a2', 2, 2],
      ['b', 2, 2],
    ]);
    const found = visibleRows(tree(), new Set(), { query: 'text', label: (id) => labels[id]! });
    expect(found.map((row) => [row.id, row.posInSet, row.setSize])).toEqual([
      ['a', 1, 1],
      ['a1', 1, 1],
      ['a1x', 1, 1],
    ]);
  });

  it('shows nothing when no label matches', () => {
    expect(visibleRows(tree(), new Set(), { query: 'zzz', label: (id) => labels[id]! })).toEqual([]);
  });

  it('walks 10 000 elements', () => {
    const children = new Map<string, string[]>();
    const parent = new Map<string, string | null>();
    const roots: string[] = [];
    for (let i = 0; i < 100; i++) {
      const id = `r${i}`;
      roots.push(id);
      parent.set(id, null);
      const kids = Array.from({ length: 99 }, (_, j) => `r${i}c${j}`);
      children.set(id, kids);
      for (const kid of kids) parent.set(kid, id);
    }
    const rows = visibleRows({ roots, children, parent }, new Set(roots));
    expect(rows).toHaveLength(10_000);
  });

  it('finds a label with a typo (fuzzy, threshold 0.5) with the path to it', () => {
    const rows = visibleRows(tree(), new Set(), { query: 'titel', label: (id) => labels[id]! });
    expect(rows.map((row) => row.id)).toEqual(['a', 'a1', 'a1x']);
  });
});
