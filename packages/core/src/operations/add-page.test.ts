import { describe, expect, it } from 'vitest';
import { readPage, readProject } from '../document/read-project.ts';
import { orderPages } from '../schema/page.ts';
import { addPage, nextPageLabel } from './add-page.ts';
import { setupProject } from './fixtures.ts';

describe('addPage', () => {
  it('adds an empty DESKTOP page with the next free label at the end', () => {
    const { doc } = setupProject();
    const id = addPage(doc);
    addPage(doc, { label: 'Checkout' });
    expect(orderPages(Object.values(readProject(doc).pages)).map((page) => page.label)).toEqual([
      'Page 1',
      'Page 2',
      'Checkout',
    ]);
    expect(readPage(doc, id)).toMatchObject({
      deviceType: 'DESKTOP',
      children: [],
      elements: {},
      stateDefinitions: {},
    });
    expect(nextPageLabel(['Page 1', 'Page 2'])).toBe('Page 3');
    expect(nextPageLabel(['Page 2', 'Page 3'])).toBe('Page 4');
  });
});
