import { describe, expect, it } from 'vitest';
import { readPage } from '../document/read-project.ts';
import { validateTree } from '../document/validate-tree.ts';
import { addNamed, outline, setupProject } from './fixtures.ts';
import { removeElements } from './remove-elements.ts';
import {
  outlineOf,
  runTreeCase,
  treeFixture,
  UNKNOWN_ID,
  type TreeCase,
  type TreeFixture,
} from './tree-spec-fixture.ts';

describe('removeElements', () => {
  it('removes elements with their descendants', () => {
    const { doc, pageId } = setupProject();
    const a = addNamed(doc, pageId, null, 'A');
    const a1 = addNamed(doc, pageId, a, 'A1');
    addNamed(doc, pageId, a1, 'A11');
    const b = addNamed(doc, pageId, null, 'B');
    const b1 = addNamed(doc, pageId, b, 'B1');
    addNamed(doc, pageId, b, 'B2');
    const removed = removeElements(doc, { pageId, elementIds: [a, b1, a1, 'unknown'] });
    expect(removed).toHaveLength(4);
    expect(outline(doc, pageId)).toBe('B(B2)');
    expect(Object.keys(readPage(doc, pageId).elements)).toHaveLength(2);
    expect(validateTree(doc)).toEqual([]);
  });
});

describe('removeElements, case by case on a two-page project', () => {
  const remove =
    (page: 'home' | 'other', ...names: string[]) =>
    (f: TreeFixture) =>
      removeElements(f.doc, { pageId: f[page], elementIds: f.ids(...names) });
  const unchanged = outlineOf('A(A1(A11),A2,A3) B C(C1) D');
  const cases: TreeCase[] = [
    { name: 'root, single', run: remove('home', 'B'), expected: outlineOf('A(A1(A11),A2,A3) C(C1) D') },
    { name: 'root, with its subtree', run: remove('home', 'A'), expected: outlineOf('B C(C1) D') },
    {
      name: 'nested, with its subtree',
      run: remove('home', 'A1'),
      expected: outlineOf('A(A2,A3) B C(C1) D'),
    },
    { name: 'nested, a leaf', run: remove('home', 'A11'), expected: outlineOf('A(A1,A2,A3) B C(C1) D') },
    {
      name: 'nested, the only child',
      run: remove('home', 'C1'),
      expected: outlineOf('A(A1(A11),A2,A3) B C D'),
    },
    { name: 'non-contiguous', run: remove('home', 'B', 'D'), expected: outlineOf('A(A1(A11),A2,A3) C(C1)') },
    { name: 'reversed order', run: remove('home', 'D', 'B'), expected: outlineOf('A(A1(A11),A2,A3) C(C1)') },
    { name: 'across levels', run: remove('home', 'A2', 'C'), expected: outlineOf('A(A1(A11),A3) B D') },
    { name: 'every element', run: remove('home', 'A', 'B', 'C', 'D'), expected: outlineOf('-') },
    { name: 'duplicate ids', run: remove('home', 'B', 'B'), expected: outlineOf('A(A1(A11),A2,A3) C(C1) D') },
    {
      name: 'an unknown id is ignored',
      run: remove('home', 'B', UNKNOWN_ID),
      expected: outlineOf('A(A1(A11),A2,A3) C(C1) D'),
    },
    { name: 'only unknown ids: nothing changes', run: remove('home', UNKNOWN_ID), expected: unchanged },
    { name: 'an element of another page is not removed', run: remove('home', 'X'), expected: unchanged },
    {
      name: 'an ancestor with its descendant',
      run: remove('home', 'A', 'A11'),
      expected: outlineOf('B C(C1) D'),
    },
    {
      name: 'a descendant with its ancestor',
      run: remove('home', 'A11', 'A1'),
      expected: outlineOf('A(A2,A3) B C(C1) D'),
    },
    { name: 'nothing selected', run: remove('home'), expected: unchanged },
    {
      name: 'another page, nested',
      run: remove('other', 'X1'),
      expected: outlineOf('A(A1(A11),A2,A3) B C(C1) D', 'X Y'),
    },
    {
      name: 'another page, every element',
      run: remove('other', 'Y', 'X'),
      expected: outlineOf('A(A1(A11),A2,A3) B C(C1) D', '-'),
    },
  ];
  it.each(cases)('$name', runTreeCase);

  it('answers every id it removed, descendants included, each once', () => {
    const f = treeFixture();
    const removed = removeElements(f.doc, { pageId: f.home, elementIds: f.ids('A1', 'A', UNKNOWN_ID, 'A1') });
    expect([...removed].sort()).toEqual(f.ids('A', 'A1', 'A11', 'A2', 'A3').sort());
  });
});
