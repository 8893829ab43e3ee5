import { describe, expect, it } from 'vitest';
import { readPage } from '../document/read-project.ts';
import { validateTree } from '../document/validate-tree.ts';
import { exportComponents } from './export-components.ts';
import { addNamed, outline, setupProject } from './fixtures.ts';
import { importComponents } from './import-components.ts';

describe('importComponents', () => {
  it('inserts an exported subtree with new ids under a target or at a page index', () => {
    const { doc, pageId } = setupProject();
    const a = addNamed(doc, pageId, null, 'A');
    const a1 = addNamed(doc, pageId, a, 'A1');
    addNamed(doc, pageId, a1, 'A11');
    const b = addNamed(doc, pageId, null, 'B');
    const exported = exportComponents(doc, { pageId, elementId: a1 });
    const rootId = importComponents(doc, { pageId, parentId: b, json: JSON.stringify(exported) });
    expect(outline(doc, pageId)).toBe('A(A1(A11)) B(A1(A11))');
    expect(rootId).not.toBe(a1);
    expect(Object.keys(readPage(doc, pageId).elements)).toHaveLength(6);
    importComponents(doc, { pageId, parentId: null, index: 0, json: exported });
    expect(outline(doc, pageId)).toBe('A1(A11) A(A1(A11)) B(A1(A11))');
    expect(validateTree(doc)).toEqual([]);
  });

  it('refuses anything else with a message', () => {
    const { doc, pageId } = setupProject();
    const args = { pageId, parentId: null };
    expect(() => importComponents(doc, { ...args, json: '{oops' })).toThrow('Problem parsing input file.');
    expect(() => importComponents(doc, { ...args, json: { elements: {} } })).toThrow(
      'Components file must hold rootId and elements',
    );
    expect(() => importComponents(doc, { ...args, json: [1, 2] })).toThrow(/rootId and elements/);
    expect(() => importComponents(doc, { ...args, json: { rootId: 'x', elements: {} } })).toThrow(
      'Components file: rootId is not one of its elements',
    );
    expect(outline(doc, pageId)).toBe('');
  });
});
