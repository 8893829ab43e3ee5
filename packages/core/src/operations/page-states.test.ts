import { describe, expect, it } from 'vitest';
import { readPage } from '../document/read-project.ts';
import { addPageState } from './add-page-state.ts';
import { setupProject } from './fixtures.ts';
import { removePageState } from './remove-page-state.ts';
import { renamePageState } from './rename-page-state.ts';
import { updatePageState } from './update-page-state.ts';

describe('page state definitions', () => {
  it('adds, updates, renames and removes states', () => {
    const { doc, pageId } = setupProject();
    const states = () => readPage(doc, pageId).stateDefinitions;
    addPageState(doc, { pageId, name: 'count', type: 'number' });
    addPageState(doc, { pageId, name: 'items', type: 'array', defaultValue: [1, 2], description: 'Cart' });
    expect(states()).toEqual({
      count: { type: 'number', description: '', defaultValue: 0 },
      items: { type: 'array', description: 'Cart', defaultValue: [1, 2] },
    });
    expect(() => addPageState(doc, { pageId, name: 'count', type: 'string' })).toThrow(
      "State 'count' already exists",
    );
    expect(() => addPageState(doc, { pageId, name: 'flag', type: 'boolean', defaultValue: 'yes' })).toThrow(
      /Invalid state definition/,
    );
    updatePageState(doc, { pageId, name: 'count', defaultValue: 3 });
    expect(states().count!.defaultValue).toBe(3);
    updatePageState(doc, { pageId, name: 'count', type: 'string' });
    expect(states().count).toEqual({ type: 'string', description: '', defaultValue: '' });
    expect(() => renamePageState(doc, { pageId, from: 'count', to: 'items' })).toThrow(
      "State 'items' already exists",
    );
    renamePageState(doc, { pageId, from: 'count', to: 'label' });
    expect(Object.keys(states()).sort()).toEqual(['items', 'label']);
    expect(removePageState(doc, { pageId, name: 'items' })).toBe(true);
    expect(removePageState(doc, { pageId, name: 'items' })).toBe(false);
    expect(Object.keys(states())).toEqual(['label']);
  });
});
