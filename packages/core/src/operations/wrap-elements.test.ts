import { describe, expect, it } from 'vitest';
import { readElement } from '../document/read-project.ts';
import { validateTree } from '../document/validate-tree.ts';
import { addNamed, outline, setupProject } from './fixtures.ts';
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
