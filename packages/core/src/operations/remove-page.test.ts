import { describe, expect, it } from 'vitest';
import { readProject } from '../document/read-project.ts';
import { addPage } from './add-page.ts';
import { setupProject } from './fixtures.ts';
import { removePage } from './remove-page.ts';

describe('removePage', () => {
  it('removes a page but never the last one', () => {
    const { doc, pageId } = setupProject();
    expect(() => removePage(doc, { pageId })).toThrow('A project needs at least one page');
    const other = addPage(doc);
    removePage(doc, { pageId });
    expect(Object.keys(readProject(doc).pages)).toEqual([other]);
    expect(() => removePage(doc, { pageId })).toThrow(`Page ${pageId} does not exist`);
  });
});
