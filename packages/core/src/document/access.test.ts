import { describe, expect, it } from 'vitest';
import { addPage } from '../operations/add-page.ts';
import { addNamed, setupProject } from '../operations/fixtures.ts';
import { findElementPage, isWithin, getPage, subtreeIds } from './access.ts';

describe('document access', () => {
  it('finds the page of an element and walks subtrees', () => {
    const { doc, pageId } = setupProject();
    const second = addPage(doc);
    const a = addNamed(doc, pageId, null, 'A');
    const a1 = addNamed(doc, pageId, a, 'A1');
    const b = addNamed(doc, second, null, 'B');
    expect(findElementPage(doc, a1)).toBe(pageId);
    expect(findElementPage(doc, b)).toBe(second);
    expect(findElementPage(doc, 'none')).toBeUndefined();
    const page = getPage(doc, pageId);
    expect(subtreeIds(page, a)).toEqual([a, a1]);
    expect(isWithin(page, a, a1)).toBe(true);
    expect(isWithin(page, a1, a)).toBe(false);
    expect(isWithin(page, a, null)).toBe(false);
  });
});
