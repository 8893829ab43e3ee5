import { describe, expect, it } from 'vitest';
import { readPage } from '../document/read-project.ts';
import { addPageState } from './add-page-state.ts';
import { setupProject } from './fixtures.ts';
import { updatePageState } from './update-page-state.ts';

describe('updatePageState', () => {
  it('changes the default value, description and type', () => {
    const { doc, pageId } = setupProject();
    const state = () => readPage(doc, pageId).stateDefinitions.count;
    addPageState(doc, { pageId, name: 'count', type: 'number' });
    updatePageState(doc, { pageId, name: 'count', defaultValue: 3, description: 'Items' });
    expect(state()).toEqual({ type: 'number', description: 'Items', defaultValue: 3 });
    updatePageState(doc, { pageId, name: 'count', type: 'string' });
    expect(state()).toEqual({ type: 'string', description: 'Items', defaultValue: '' });
    expect(() => updatePageState(doc, { pageId, name: 'count', defaultValue: 1 })).toThrow(/Invalid state/);
    expect(() => updatePageState(doc, { pageId, name: 'nope' })).toThrow("State 'nope' does not exist");
  });
});
