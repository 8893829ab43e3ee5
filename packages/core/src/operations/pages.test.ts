import { describe, expect, it } from 'vitest';
import { readPage, readProject } from '../document/read-project.ts';
import { validateTree } from '../document/validate-tree.ts';
import { orderPages } from '../schema/page.ts';
import { addPage, nextPageLabel } from './add-page.ts';
import { duplicatePage } from './duplicate-page.ts';
import { addNamed, outline, setupProject } from './fixtures.ts';
import { removePage } from './remove-page.ts';
import { renamePage } from './rename-page.ts';
import { setPageDeviceType } from './set-page-device-type.ts';

const labels = (doc: Parameters<typeof readProject>[0]) =>
  orderPages(Object.values(readProject(doc).pages)).map((page) => page.label);

describe('pages', () => {
  it('adds pages with the next free label at the end', () => {
    const { doc } = setupProject();
    const id = addPage(doc);
    addPage(doc, { label: 'Checkout' });
    expect(labels(doc)).toEqual(['Page 1', 'Page 2', 'Checkout']);
    expect(readPage(doc, id)).toMatchObject({ deviceType: 'DESKTOP', children: [], elements: {} });
    expect(nextPageLabel(['Page 1', 'Page 2'])).toBe('Page 3');
    expect(nextPageLabel(['Page 1', 'Page 2', 'Page 3'].slice(1))).toBe('Page 4');
  });

  it('duplicates a page with new element ids right after it', () => {
    const { doc, pageId } = setupProject();
    addPage(doc, { label: 'Last' });
    const a = addNamed(doc, pageId, null, 'A');
    addNamed(doc, pageId, a, 'A1');
    addNamed(doc, pageId, null, 'B');
    const copy = duplicatePage(doc, { pageId });
    expect(labels(doc)).toEqual(['Page 1', 'Page 1 copy', 'Last']);
    expect(outline(doc, copy)).toBe('A(A1) B');
    const ids = new Set(Object.keys(readPage(doc, pageId).elements));
    expect(Object.keys(readPage(doc, copy).elements).some((id) => ids.has(id))).toBe(false);
    expect(validateTree(doc)).toEqual([]);
  });

  it('renames as given, sets the device type, removes all but the last page', () => {
    const { doc, pageId } = setupProject();
    renamePage(doc, { pageId, label: '' });
    expect(readPage(doc, pageId).label).toBe('');
    setPageDeviceType(doc, { pageId, deviceType: 'MOBILE' });
    expect(readPage(doc, pageId).deviceType).toBe('MOBILE');
    expect(() => removePage(doc, { pageId })).toThrow('A project needs at least one page');
    const other = addPage(doc);
    removePage(doc, { pageId });
    expect(Object.keys(readProject(doc).pages)).toEqual([other]);
  });
});
