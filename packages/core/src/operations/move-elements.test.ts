import { describe, expect, it } from 'vitest';
import { readElement } from '../document/read-project.ts';
import { validateTree } from '../document/validate-tree.ts';
import { addNamed, outline, setupProject } from './fixtures.ts';
import { canMoveElements, moveElements, type MoveTarget } from './move-elements.ts';
import { outlineOf, runTreeCase, UNKNOWN_ID, type TreeCase, type TreeFixture } from './tree-spec-fixture.ts';

function setup() {
  const { doc, pageId } = setupProject();
  const a = addNamed(doc, pageId, null, 'A');
  const a1 = addNamed(doc, pageId, a, 'A1');
  const a2 = addNamed(doc, pageId, a, 'A2');
  const b = addNamed(doc, pageId, null, 'B');
  const c = addNamed(doc, pageId, null, 'C');
  return { doc, pageId, a, a1, a2, b, c };
}

describe('moveElements', () => {
  it('over reparents as the last child', () => {
    const { doc, pageId, a1, b } = setup();
    moveElements(doc, { pageId, elementIds: [b], target: { kind: 'element', id: a1, position: 'over' } });
    expect(outline(doc, pageId)).toBe('A(A1(B),A2) C');
    expect(readElement(doc, pageId, b).parent).toBe(a1);
    expect(validateTree(doc)).toEqual([]);
  });

  it('top and bottom reorder among the target siblings', () => {
    const { doc, pageId, a2, a1, c } = setup();
    moveElements(doc, { pageId, elementIds: [a2], target: { kind: 'element', id: a1, position: 'top' } });
    expect(outline(doc, pageId)).toBe('A(A2,A1) B C');
    moveElements(doc, { pageId, elementIds: [c], target: { kind: 'element', id: a2, position: 'bottom' } });
    expect(outline(doc, pageId)).toBe('A(A2,C,A1) B');
    expect(validateTree(doc)).toEqual([]);
  });

  it('places at a page child index counted before the move', () => {
    const { doc, pageId, a, a1, c } = setup();
    moveElements(doc, { pageId, elementIds: [a], target: { kind: 'page', index: 2 } });
    expect(outline(doc, pageId)).toBe('B A(A1,A2) C');
    moveElements(doc, { pageId, elementIds: [a1, c], target: { kind: 'page', index: 0 } });
    expect(outline(doc, pageId)).toBe('A1 C B A(A2)');
    expect(validateTree(doc)).toEqual([]);
  });

  it('refuses a drop into the dragged element itself or its subtree', () => {
    const { doc, pageId, a, a1, b } = setup();
    for (const id of [a, a1]) {
      const args = { pageId, elementIds: [a], target: { kind: 'element', id, position: 'over' } as const };
      expect(canMoveElements(doc, args)).toBe(false);
      expect(() => moveElements(doc, args)).toThrow(
        'An element cannot be moved into itself or its own children',
      );
    }
    const below = {
      pageId,
      elementIds: [a],
      target: { kind: 'element', id: a1, position: 'bottom' } as const,
    };
    expect(canMoveElements(doc, below)).toBe(false);
    expect(
      canMoveElements(doc, {
        pageId,
        elementIds: [b],
        target: { kind: 'element', id: a1, position: 'over' },
      }),
    ).toBe(true);
    expect(outline(doc, pageId)).toBe('A(A1,A2) B C');
  });

  it('moves a dragged ancestor together with its dragged descendants', () => {
    const { doc, pageId, a, a1, c } = setup();
    moveElements(doc, { pageId, elementIds: [a1, a], target: { kind: 'element', id: c, position: 'over' } });
    expect(outline(doc, pageId)).toBe('B C(A(A1,A2))');
  });
});

describe('moveElements, case by case on a two-page project', () => {
  type Place = { page: number } | { over: string } | { top: string } | { bottom: string };
  const target = (f: TreeFixture, place: Place): MoveTarget =>
    'page' in place
      ? { kind: 'page', index: place.page }
      : 'over' in place
        ? { kind: 'element', id: f.id(place.over), position: 'over' }
        : 'top' in place
          ? { kind: 'element', id: f.id(place.top), position: 'top' }
          : { kind: 'element', id: f.id(place.bottom), position: 'bottom' };
  const move =
    (names: string[], place: Place, page: 'home' | 'other' = 'home') =>
    (f: TreeFixture) =>
      moveElements(f.doc, { pageId: f[page], elementIds: f.ids(...names), target: target(f, place) });
  const unchanged = outlineOf('A(A1(A11),A2,A3) B C(C1) D');
  const ownSubtree = { refused: 'An element cannot be moved into itself or its own children' };
  const cases: TreeCase[] = [
    // The page root, at an index counted before the move.
    {
      name: 'root → root, first',
      run: move(['D'], { page: 0 }),
      expected: outlineOf('D A(A1(A11),A2,A3) B C(C1)'),
    },
    {
      name: 'root → root, later',
      run: move(['A'], { page: 2 }),
      expected: outlineOf('B A(A1(A11),A2,A3) C(C1) D'),
    },
    {
      name: 'root → root, past the end',
      run: move(['B'], { page: 99 }),
      expected: outlineOf('A(A1(A11),A2,A3) C(C1) D B'),
    },
    { name: 'root → root, its own place', run: move(['B'], { page: 1 }), expected: unchanged },
    {
      name: 'root → root, several in their own place',
      run: move(['C', 'B'], { page: 2 }),
      expected: unchanged,
    },
    { name: 'root → after its previous sibling', run: move(['B'], { bottom: 'A' }), expected: unchanged },
    { name: 'nested → over its parent, already last', run: move(['A3'], { over: 'A' }), expected: unchanged },
    {
      name: 'nested → root',
      run: move(['A11'], { page: 0 }),
      expected: outlineOf('A11 A(A1,A2,A3) B C(C1) D'),
    },
    // Into an element (over: last child), and before or after one (top, bottom).
    {
      name: 'root → nested, over',
      run: move(['B'], { over: 'A1' }),
      expected: outlineOf('A(A1(A11,B),A2,A3) C(C1) D'),
    },
    {
      name: 'root → nested, over a leaf',
      run: move(['D'], { over: 'C1' }),
      expected: outlineOf('A(A1(A11),A2,A3) B C(C1(D))'),
    },
    {
      name: 'root → nested, top',
      run: move(['B'], { top: 'A2' }),
      expected: outlineOf('A(A1(A11),B,A2,A3) C(C1) D'),
    },
    {
      name: 'root → nested, bottom',
      run: move(['B'], { bottom: 'A3' }),
      expected: outlineOf('A(A1(A11),A2,A3,B) C(C1) D'),
    },
    {
      name: 'root → root, top',
      run: move(['D'], { top: 'B' }),
      expected: outlineOf('A(A1(A11),A2,A3) D B C(C1)'),
    },
    {
      name: 'nested → sibling, over',
      run: move(['A2'], { over: 'A1' }),
      expected: outlineOf('A(A1(A11,A2),A3) B C(C1) D'),
    },
    {
      name: 'nested → among siblings, top',
      run: move(['A3'], { top: 'A1' }),
      expected: outlineOf('A(A3,A1(A11),A2) B C(C1) D'),
    },
    {
      name: 'nested → among siblings, bottom',
      run: move(['A1'], { bottom: 'A3' }),
      expected: outlineOf('A(A2,A3,A1(A11)) B C(C1) D'),
    },
    {
      name: 'nested → its own parent, over',
      run: move(['A1'], { over: 'A' }),
      expected: outlineOf('A(A2,A3,A1(A11)) B C(C1) D'),
    },
    {
      name: 'nested → another parent, top',
      run: move(['A11'], { top: 'C1' }),
      expected: outlineOf('A(A1,A2,A3) B C(A11,C1) D'),
    },
    // Selections.
    {
      name: 'non-contiguous, over',
      run: move(['B', 'D'], { over: 'C' }),
      expected: outlineOf('A(A1(A11),A2,A3) C(C1,B,D)'),
    },
    {
      name: 'non-contiguous, to the root',
      run: move(['A11', 'C1'], { page: 0 }),
      expected: outlineOf('A11 C1 A(A1,A2,A3) B C D'),
    },
    {
      name: 'reversed order lands in document order',
      run: move(['D', 'B'], { over: 'C' }),
      expected: outlineOf('A(A1(A11),A2,A3) C(C1,B,D)'),
    },
    {
      name: 'reversed order across levels, to the root',
      run: move(['C1', 'A2'], { page: 4 }),
      expected: outlineOf('A(A1(A11),A3) B C D A2 C1'),
    },
    {
      name: 'duplicate ids',
      run: move(['B', 'B'], { over: 'C' }),
      expected: outlineOf('A(A1(A11),A2,A3) C(C1,B) D'),
    },
    {
      name: 'an ancestor with its descendant: the descendant travels inside it',
      run: move(['A', 'A11'], { over: 'C' }),
      expected: outlineOf('B C(C1,A(A1(A11),A2,A3)) D'),
    },
    {
      name: 'a descendant with its ancestor',
      run: move(['A11', 'A'], { page: 99 }),
      expected: outlineOf('B C(C1) D A(A1(A11),A2,A3)'),
    },
    {
      name: 'the target among the dragged, top: the others land before it',
      run: move(['B', 'C', 'D'], { top: 'C' }),
      expected: outlineOf('A(A1(A11),A2,A3) B D C(C1)'),
    },
    { name: 'onto its own edge: nothing changes', run: move(['B'], { top: 'B' }), expected: unchanged },
    {
      name: 'an unknown id: nothing moves',
      run: move(['B', UNKNOWN_ID], { over: 'C' }),
      expected: { refused: 'Element ghost does not exist' },
    },
    {
      name: 'an unknown target',
      run: move(['B'], { over: UNKNOWN_ID }),
      expected: { refused: 'Element ghost does not exist' },
    },
    {
      name: 'a target on another page',
      run: move(['B'], { over: 'X' }),
      expected: { refused: /^Element .+ does not exist$/ },
    },
    { name: 'into itself', run: move(['B'], { over: 'B' }), expected: ownSubtree },
    { name: 'into its own subtree', run: move(['A'], { over: 'A11' }), expected: ownSubtree },
    { name: 'beside its own child', run: move(['A'], { top: 'A2' }), expected: ownSubtree },
    {
      name: 'one of several into its own subtree',
      run: move(['B', 'A1'], { over: 'A11' }),
      expected: ownSubtree,
    },
    { name: 'nothing selected', run: move([], { page: 0 }), expected: unchanged },
    // The other page.
    {
      name: 'another page, nested → root',
      run: move(['X1'], { page: 1 }, 'other'),
      expected: outlineOf('A(A1(A11),A2,A3) B C(C1) D', 'X X1 Y'),
    },
    {
      name: 'another page, root → nested',
      run: move(['Y'], { over: 'X' }, 'other'),
      expected: outlineOf('A(A1(A11),A2,A3) B C(C1) D', 'X(X1,Y)'),
    },
  ];
  it.each(cases)('$name', runTreeCase);
});
