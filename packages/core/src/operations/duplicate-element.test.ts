import { describe, expect, it } from 'vitest';
import { readPage } from '../document/read-project.ts';
import { validateTree } from '../document/validate-tree.ts';
import { duplicateElement } from './duplicate-element.ts';
import { addNamed, outline, setupProject } from './fixtures.ts';
import { setProp } from './set-prop.ts';

describe('duplicateElement', () => {
  it('deep-copies with new ids right after the original', () => {
    const { doc, pageId } = setupProject();
    const a = addNamed(doc, pageId, null, 'A');
    const a1 = addNamed(doc, pageId, a, 'A1');
    addNamed(doc, pageId, a1, 'A11');
    addNamed(doc, pageId, null, 'B');
    setProp(doc, { pageId, elementId: a1, prop: 'label', value: { type: 'static', content: 'x' } });
    const copy = duplicateElement(doc, { pageId, elementId: a });
    expect(outline(doc, pageId)).toBe('A(A1(A11)) A(A1(A11)) B');
    const page = readPage(doc, pageId);
    expect(page.children[1]).toBe(copy);
    const ids = Object.keys(page.elements);
    expect(new Set(ids).size).toBe(7);
    const copiedChild = page.elements[page.elements[copy]!.children[0]!]!;
    expect(copiedChild.id).not.toBe(a1);
    expect(copiedChild.parent).toBe(copy);
    expect(copiedChild.props.label).toEqual({ type: 'static', content: 'x' });
    expect(validateTree(doc)).toEqual([]);
  });

  it('copies a nested element inside its parent', () => {
    const { doc, pageId } = setupProject();
    const p = addNamed(doc, pageId, null, 'P');
    const x = addNamed(doc, pageId, p, 'X');
    addNamed(doc, pageId, p, 'Y');
    duplicateElement(doc, { pageId, elementId: x });
    expect(outline(doc, pageId)).toBe('P(X,X,Y)');
  });
});
