import { describe, expect, it } from 'vitest';
import { addDataAttribute } from './add-data-attribute.ts';
import { setupElement } from './fixtures.ts';
import { renameDataAttribute } from './rename-data-attribute.ts';

describe('renameDataAttribute', () => {
  it('renames unless the new name is taken', () => {
    const { doc, ref, element } = setupElement();
    addDataAttribute(doc, { ...ref, name: 'testid', value: 'a' });
    addDataAttribute(doc, { ...ref, name: 'role', value: 'b' });
    expect(() => renameDataAttribute(doc, { ...ref, from: 'role', to: 'testid' })).toThrow(/already exists/);
    renameDataAttribute(doc, { ...ref, from: 'role', to: 'kind' });
    expect(element().dataAttributes).toEqual({ testid: 'a', kind: 'b' });
  });
});
