import { describe, expect, it } from 'vitest';
import { readPage, readProject } from '../document/read-project.ts';
import { validateTree } from '../document/validate-tree.ts';
import { orderPages } from '../schema/page.ts';
import { addPage } from './add-page.ts';
import { addPageState } from './add-page-state.ts';
import { duplicatePage } from './duplicate-page.ts';
import { addNamed, outline, setupProject } from './fixtures.ts';

describe('duplicatePage', () => {
  it('copies elements with new ids and states, right after the original', () => {
    const { doc, pageId } = setupProject();
    addPage(doc, { label: 'Last' });
    const a = addNamed(doc, pageId, null, 'A');
    addNamed(doc, pageId, a, 'A1');
    addNamed(doc, pageId, null, 'B');
    addPageState(doc, { pageId, name: 'open', type: 'boolean' });
    const copy = duplicatePage(doc, { pageId });
    expect(orderPages(Object.values(readProject(doc).pages)).map((page) => page.label)).toEqual([
      'Page 1',
      'Page 1 copy',
      'Last',
    ]);
    expect(outline(doc, copy)).toBe('A(A1) B');
    const originalIds = new Set(Object.keys(readPage(doc, pageId).elements));
    expect(Object.keys(readPage(doc, copy).elements).some((id) => originalIds.has(id))).toBe(false);
    expect(readPage(doc, copy).stateDefinitions).toEqual(readPage(doc, pageId).stateDefinitions);
    expect(validateTree(doc)).toEqual([]);
  });
});
