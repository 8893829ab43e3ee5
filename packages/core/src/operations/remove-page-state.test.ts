import { describe, expect, it } from 'vitest';
import { readPage } from '../document/read-project.ts';
import { addPageState } from './add-page-state.ts';
import { setupProject } from './fixtures.ts';
import { removePageState } from './remove-page-state.ts';

describe('removePageState', () => {
  it('removes a state and reports whether it existed', () => {
    const { doc, pageId } = setupProject();
    addPageState(doc, { pageId, name: 'open', type: 'boolean' });
    expect(removePageState(doc, { pageId, name: 'open' })).toBe(true);
    expect(removePageState(doc, { pageId, name: 'open' })).toBe(false);
    expect(readPage(doc, pageId).stateDefinitions).toEqual({});
  });
});
