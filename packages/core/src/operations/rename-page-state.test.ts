import { describe, expect, it } from 'vitest';
import { readPage } from '../document/read-project.ts';
import { addPageState } from './add-page-state.ts';
import { setupProject } from './fixtures.ts';
import { renamePageState } from './rename-page-state.ts';

describe('renamePageState', () => {
  it('renames unless the new name exists', () => {
    const { doc, pageId } = setupProject();
    addPageState(doc, { pageId, name: 'count', type: 'number', defaultValue: 2 });
    addPageState(doc, { pageId, name: 'items', type: 'array' });
    expect(() => renamePageState(doc, { pageId, from: 'count', to: 'items' })).toThrow(
      "State 'items' already exists",
    );
    renamePageState(doc, { pageId, from: 'count', to: 'total' });
    expect(readPage(doc, pageId).stateDefinitions).toEqual({
      items: { type: 'array', description: '', defaultValue: [] },
      total: { type: 'number', description: '', defaultValue: 2 },
    });
  });
});
