import { describe, expect, it } from 'vitest';
import { applyTreeFixes, findTreeProblems, planTreeRepair, type TreeShape } from './tree.ts';

const node = (parent: string | null, children: string[] = []) => ({ parent, children });

function repaired(shape: TreeShape): TreeShape {
  return applyTreeFixes(shape, planTreeRepair(shape));
}

describe('tree invariants and repair', () => {
  it('accepts a valid tree', () => {
    const shape = { children: ['a'], elements: { a: node(null, ['b']), b: node('a') } };
    expect(findTreeProblems(shape)).toEqual([]);
    expect(planTreeRepair(shape)).toEqual([]);
  });

  it('keeps an element only under the parent its pointer names (double parenting)', () => {
    const shape = {
      children: ['a', 'b'],
      elements: { a: node(null, ['x']), b: node(null, ['x']), x: node('b') },
    };
    expect(findTreeProblems(shape)).toContainEqual({
      kind: 'wrong-container',
      container: 'a',
      id: 'x',
      parent: 'b',
    });
    const fixed = repaired(shape);
    expect(fixed.elements.a!.children).toEqual([]);
    expect(fixed.elements.b!.children).toEqual(['x']);
    expect(findTreeProblems(fixed)).toEqual([]);
  });

  it('breaks a cycle at its smallest id, which goes to the page root', () => {
    const shape = { children: [], elements: { b: node('a', ['a']), a: node('b', ['b']) } };
    expect(findTreeProblems(shape).some((problem) => problem.kind === 'cycle')).toBe(true);
    const fixed = repaired(shape);
    expect(fixed.children).toEqual(['a']);
    expect(fixed.elements.a).toEqual({ parent: null, children: ['b'] });
    expect(fixed.elements.b).toEqual({ parent: 'a', children: [] });
    expect(findTreeProblems(fixed)).toEqual([]);
  });

  it('re-roots orphans, drops dangling and duplicate ids, and lists unlisted children', () => {
    const shape = {
      children: ['a', 'ghost', 'a'],
      elements: { a: node(null, []), o: node('removed'), u: node('a') },
    };
    const kinds = findTreeProblems(shape).map((problem) => problem.kind);
    expect(kinds).toEqual(expect.arrayContaining(['dangling-child', 'duplicate-child', 'orphan']));
    const fixed = repaired(shape);
    expect(fixed.children).toEqual(['a', 'o']);
    expect(fixed.elements.a!.children).toEqual(['u']);
    expect(findTreeProblems(fixed)).toEqual([]);
    expect(planTreeRepair(fixed)).toEqual([]);
  });
});
