import { describe, expect, it } from 'vitest';
import { readElement } from '../document/read-project.ts';
import { addDataAttribute } from './add-data-attribute.ts';
import { addNamed, setupProject } from './fixtures.ts';
import { removeDataAttribute } from './remove-data-attribute.ts';
import { renameDataAttribute } from './rename-data-attribute.ts';
import { setDataAttribute } from './set-data-attribute.ts';

describe('data attributes', () => {
  it('adds, changes, renames and removes string attributes', () => {
    const { doc, pageId } = setupProject();
    const elementId = addNamed(doc, pageId, null, 'A');
    const ref = { pageId, elementId };
    addDataAttribute(doc, { ...ref, name: 'testid', value: 'hero' });
    expect(() => addDataAttribute(doc, { ...ref, name: 'testid', value: 'x' })).toThrow(
      "Data attribute 'testid' already exists",
    );
    expect(() => addDataAttribute(doc, { ...ref, name: 'n', value: 3 })).toThrow(
      'Data attribute value must be a string',
    );
    setDataAttribute(doc, { ...ref, name: 'testid', value: 'banner' });
    addDataAttribute(doc, { ...ref, name: 'role', value: '' });
    expect(() => renameDataAttribute(doc, { ...ref, from: 'role', to: 'testid' })).toThrow(/already exists/);
    renameDataAttribute(doc, { ...ref, from: 'role', to: 'kind' });
    expect(readElement(doc, pageId, elementId).dataAttributes).toEqual({ testid: 'banner', kind: '' });
    expect(removeDataAttribute(doc, { ...ref, name: 'kind' })).toBe(true);
    expect(readElement(doc, pageId, elementId).dataAttributes).toEqual({ testid: 'banner' });
  });
});
