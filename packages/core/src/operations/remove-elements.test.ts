import { describe, expect, it } from 'vitest';
import { readPage } from '../document/read-project.ts';
import { validateTree } from '../document/validate-tree.ts';
import { addNamed, outline, setupProject } from './fixtures.ts';
import { removeElements } from './remove-elements.ts';

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
