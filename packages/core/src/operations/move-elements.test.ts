import { describe, expect, it } from 'vitest';
import { readElement } from '../document/read-project.ts';
import { validateTree } from '../document/validate-tree.ts';
import { addNamed, outline, setupProject } from './fixtures.ts';
import { canMoveElements, moveElements } from './move-elements.ts';

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
