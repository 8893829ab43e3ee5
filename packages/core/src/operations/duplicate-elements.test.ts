import { describe, expect, it } from 'vitest';
import { readPage } from '../document/read-project.ts';
import { duplicateElements } from './duplicate-elements.ts';
import {
  expectStep,
  outlineOf,
  runTreeCase,
  treeFixture,
  UNKNOWN_ID,
  type TreeCase,
  type TreeFixture,
} from './tree-spec-fixture.ts';

const duplicate =
  (page: 'home' | 'other', ...names: string[]) =>
  (f: TreeFixture) =>
    duplicateElements(f.doc, { pageId: f[page], elementIds: f.ids(...names) });

describe('duplicateElements, case by case on a two-page project', () => {
  const cases: TreeCase[] = [
    {
      name: 'root, single',
      run: duplicate('home', 'B'),
      expected: outlineOf('A(A1(A11),A2,A3) B B C(C1) D'),
    },
    {
      name: 'root, with its subtree',
      run: duplicate('home', 'A'),
      expected: outlineOf('A(A1(A11),A2,A3) A(A1(A11),A2,A3) B C(C1) D'),
    },
    { name: 'root, last', run: duplicate('home', 'D'), expected: outlineOf('A(A1(A11),A2,A3) B C(C1) D D') },
    {
      name: 'nested, with its subtree',
      run: duplicate('home', 'A1'),
      expected: outlineOf('A(A1(A11),A1(A11),A2,A3) B C(C1) D'),
    },
    {
      name: 'nested, last child',
      run: duplicate('home', 'A3'),
      expected: outlineOf('A(A1(A11),A2,A3,A3) B C(C1) D'),
    },
    {
      name: 'non-contiguous',
      run: duplicate('home', 'B', 'D'),
      expected: outlineOf('A(A1(A11),A2,A3) B B C(C1) D D'),
    },
    {
      name: 'reversed order',
      run: duplicate('home', 'D', 'B'),
      expected: outlineOf('A(A1(A11),A2,A3) B B C(C1) D D'),
    },
    {
      name: 'adjacent siblings',
      run: duplicate('home', 'B', 'C'),
      expected: outlineOf('A(A1(A11),A2,A3) B B C(C1) C(C1) D'),
    },
    {
      name: 'across levels',
      run: duplicate('home', 'C', 'A2'),
      expected: outlineOf('A(A1(A11),A2,A2,A3) B C(C1) C(C1) D'),
    },
    {
      name: 'duplicate ids: one copy',
      run: duplicate('home', 'B', 'B'),
      expected: outlineOf('A(A1(A11),A2,A3) B B C(C1) D'),
    },
    {
      name: 'an ancestor with its descendant: the descendant is copied inside the ancestor only',
      run: duplicate('home', 'A', 'A11'),
      expected: outlineOf('A(A1(A11),A2,A3) A(A1(A11),A2,A3) B C(C1) D'),
    },
    {
      name: 'a descendant with its ancestor',
      run: duplicate('home', 'A11', 'A1'),
      expected: outlineOf('A(A1(A11),A1(A11),A2,A3) B C(C1) D'),
    },
    {
      name: 'an unknown id: nothing is copied',
      run: duplicate('home', 'B', UNKNOWN_ID),
      expected: { refused: 'Element ghost does not exist' },
    },
    {
      name: 'an element of another page',
      run: duplicate('home', 'X'),
      expected: { refused: /^Element .+ does not exist$/ },
    },
    { name: 'nothing selected', run: duplicate('home'), expected: outlineOf('A(A1(A11),A2,A3) B C(C1) D') },
    {
      name: 'another page, root',
      run: duplicate('other', 'X'),
      expected: outlineOf('A(A1(A11),A2,A3) B C(C1) D', 'X(X1) X(X1) Y'),
    },
    {
      name: 'another page, nested',
      run: duplicate('other', 'X1'),
      expected: outlineOf('A(A1(A11),A2,A3) B C(C1) D', 'X(X1,X1) Y'),
    },
  ];
  it.each(cases)('$name', runTreeCase);

  it('answers the copies in document order, each a fresh id under its original’s parent', () => {
    const f = treeFixture();
    const copies = expectStep(
      f,
      () => duplicate('home', 'C1', 'B')(f),
      outlineOf('A(A1(A11),A2,A3) B B C(C1,C1) D'),
    )!;
    const page = readPage(f.doc, f.home);
    expect(copies.map((id) => page.elements[id]!.name)).toEqual(['B', 'C1']);
    expect(page.elements[copies[0]!]!.parent).toBeNull();
    expect(page.elements[copies[1]!]!.parent).toBe(f.id('C'));
    expect(copies).not.toContain(f.id('B'));
    expect(page.children).toEqual(f.ids('A', 'B').concat(copies[0]!, ...f.ids('C', 'D')));
  });
});
