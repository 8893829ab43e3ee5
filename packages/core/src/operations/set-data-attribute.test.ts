import { describe, expect, it } from 'vitest';
import { addDataAttribute } from './add-data-attribute.ts';
import { setupElement } from './fixtures.ts';
import { setDataAttribute } from './set-data-attribute.ts';

describe('setDataAttribute', () => {
  it('changes an existing attribute to another string', () => {
    const { doc, ref, element } = setupElement();
    addDataAttribute(doc, { ...ref, name: 'testid', value: 'hero' });
    setDataAttribute(doc, { ...ref, name: 'testid', value: 'banner' });
    expect(element().dataAttributes).toEqual({ testid: 'banner' });
    expect(() => setDataAttribute(doc, { ...ref, name: 'testid', value: false })).toThrow(/must be a string/);
    expect(() => setDataAttribute(doc, { ...ref, name: 'other', value: 'x' })).toThrow(/does not exist/);
  });
});
