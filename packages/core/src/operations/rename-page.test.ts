import { describe, expect, it } from 'vitest';
import { readPage } from '../document/read-project.ts';
import { setupProject } from './fixtures.ts';
import { renamePage } from './rename-page.ts';

describe('renamePage', () => {
  it('stores the label as given', () => {
    const { doc, pageId } = setupProject();
    renamePage(doc, { pageId, label: 'Home' });
    expect(readPage(doc, pageId).label).toBe('Home');
    renamePage(doc, { pageId, label: '' });
    expect(readPage(doc, pageId).label).toBe('');
  });
});
