import { describe, expect, it } from 'vitest';
import { readPage } from '../document/read-project.ts';
import { addPageState } from './add-page-state.ts';
import { setupProject } from './fixtures.ts';

describe('addPageState', () => {
  it('adds typed states with defaults and refuses taken names and mismatched values', () => {
    const { doc, pageId } = setupProject();
    addPageState(doc, { pageId, name: 'count', type: 'number' });
    addPageState(doc, { pageId, name: 'items', type: 'array', defaultValue: [1, 2], description: 'Cart' });
    expect(readPage(doc, pageId).stateDefinitions).toEqual({
      count: { type: 'number', description: '', defaultValue: 0 },
      items: { type: 'array', description: 'Cart', defaultValue: [1, 2] },
    });
    expect(() => addPageState(doc, { pageId, name: 'count', type: 'string' })).toThrow(
      "State 'count' already exists",
    );
    expect(() => addPageState(doc, { pageId, name: 'flag', type: 'boolean', defaultValue: 'yes' })).toThrow(
      /Invalid state definition/,
    );
    expect(() => addPageState(doc, { pageId, name: ' ', type: 'string' })).toThrow('State name is required');
  });
});
