import { describe, expect, it } from 'vitest';
import { readElement } from '../document/read-project.ts';
import { validateTree } from '../document/validate-tree.ts';
import { addNamed, outline, setupProject } from './fixtures.ts';
import { outlineOf, runTreeCase, UNKNOWN_ID, type TreeCase, type TreeFixture } from './tree-spec-fixture.ts';
import { canWrapElements, wrapElements } from './wrap-elements.ts';

describe('wrapElements', () => {
  it('puts the wrapper at the first selected element and moves the selection under it in order', () => {
    const { doc, pageId } = setupProject();
    addNamed(doc, pageId, null, 'A');
    const b = addNamed(doc, pageId, null, 'B');
    addNamed(doc, pageId, null, 'C');
    const d = addNamed(doc, pageId, null, 'D');
    const w = wrapElements(doc, { pageId, elementIds: [d, b], elementType: 'Flex', name: 'W' });
    expect(outline(doc, pageId)).toBe('A C W(D,B)');
    expect(readElement(doc, pageId, w).parent).toBeNull();
    expect(readElement(doc, pageId, b).parent).toBe(w);
    expect(validateTree(doc)).toEqual([]);
  });

  it('wraps nested elements inside their parent', () => {
    const { doc, pageId } = setupProject();
    const p = addNamed(doc, pageId, null, 'P');
    const x = addNamed(doc, pageId, p, 'X');
    const y = addNamed(doc, pageId, p, 'Y');
    addNamed(doc, pageId, p, 'Z');
    wrapElements(doc, { pageId, elementIds: [x, y], elementType: 'Flex', name: 'W' });
    expect(outline(doc, pageId)).toBe('P(W(X,Y),Z)');
    expect(validateTree(doc)).toEqual([]);
  });

  it('is refused when the elements do not share one parent', () => {
    const { doc, pageId } = setupProject();
    const p = addNamed(doc, pageId, null, 'P');
    const x = addNamed(doc, pageId, p, 'X');
    const q = addNamed(doc, pageId, null, 'Q');
    expect(canWrapElements(doc, { pageId, elementIds: [x, q] })).toBe(false);
    expect(canWrapElements(doc, { pageId, elementIds: [p, q] })).toBe(true);
    expect(canWrapElements(doc, { pageId, elementIds: [] })).toBe(false);
    expect(() => wrapElements(doc, { pageId, elementIds: [x, q], elementType: 'Flex' })).toThrow(
      'Only elements that share one parent can be wrapped',
    );
    expect(outline(doc, pageId)).toBe('P(X) Q');
  });
});

describe('wrapElements, case by case on a two-page project', () => {
  const wrap =
    (page: 'home' | 'other', ...names: string[]) =>
    (f: TreeFixture) =>
      wrapElements(f.doc, { pageId: f[page], elementIds: f.ids(...names), elementType: 'Flex', name: 'W' });
  const oneParent = { refused: 'Only elements that share one parent can be wrapped' };
  const cases: TreeCase[] = [
    { name: 'root, single', run: wrap('home', 'B'), expected: outlineOf('A(A1(A11),A2,A3) W(B) C(C1) D') },
    { name: 'root, first', run: wrap('home', 'A'), expected: outlineOf('W(A(A1(A11),A2,A3)) B C(C1) D') },
    {
      name: 'root, contiguous',
      run: wrap('home', 'B', 'C'),
      expected: outlineOf('A(A1(A11),A2,A3) W(B,C(C1)) D'),
    },
    {
      name: 'root, non-contiguous',
      run: wrap('home', 'B', 'D'),
      expected: outlineOf('A(A1(A11),A2,A3) W(B,D) C(C1)'),
    },
    // At the first selected element's place, in the order given (SPEC §4: "at the parent of the first selected").
    {
      name: 'root, reversed order',
      run: wrap('home', 'D', 'B'),
      expected: outlineOf('A(A1(A11),A2,A3) C(C1) W(D,B)'),
    },
    {
      name: 'root, every element',
      run: wrap('home', 'A', 'B', 'C', 'D'),
      expected: outlineOf('W(A(A1(A11),A2,A3),B,C(C1),D)'),
    },
    {
      name: 'nested, single leaf',
      run: wrap('home', 'A11'),
      expected: outlineOf('A(A1(W(A11)),A2,A3) B C(C1) D'),
    },
    {
      name: 'nested, non-contiguous',
      run: wrap('home', 'A1', 'A3'),
      expected: outlineOf('A(W(A1(A11),A3),A2) B C(C1) D'),
    },
    {
      name: 'nested, reversed order',
      run: wrap('home', 'A3', 'A1'),
      expected: outlineOf('A(A2,W(A3,A1(A11))) B C(C1) D'),
    },
    {
      name: 'duplicate ids',
      run: wrap('home', 'B', 'B', 'C'),
      expected: outlineOf('A(A1(A11),A2,A3) W(B,C(C1)) D'),
    },
    {
      name: 'an unknown id',
      run: wrap('home', 'B', UNKNOWN_ID),
      expected: { refused: 'Element ghost does not exist' },
    },
    {
      name: 'an element of another page',
      run: wrap('home', 'B', 'X'),
      expected: { refused: /^Element .+ does not exist$/ },
    },
    { name: 'an ancestor with its descendant', run: wrap('home', 'A', 'A1'), expected: oneParent },
    { name: 'a descendant with its ancestor', run: wrap('home', 'A11', 'A'), expected: oneParent },
    { name: 'different parents', run: wrap('home', 'A2', 'C1'), expected: oneParent },
    {
      name: 'nothing selected',
      run: wrap('home'),
      expected: { refused: 'Select at least one element to wrap' },
    },
    {
      name: 'another page, root',
      run: wrap('other', 'X', 'Y'),
      expected: outlineOf('A(A1(A11),A2,A3) B C(C1) D', 'W(X(X1),Y)'),
    },
    {
      name: 'another page, nested',
      run: wrap('other', 'X1'),
      expected: outlineOf('A(A1(A11),A2,A3) B C(C1) D', 'X(W(X1)) Y'),
    },
  ];
  it.each(cases)('$name', runTreeCase);
});
