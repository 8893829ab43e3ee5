import { describe, expect, it } from 'vitest';
import { addDataAttribute } from './add-data-attribute.ts';
import { setupElement } from './fixtures.ts';

describe('addDataAttribute', () => {
  it('adds string attributes and refuses taken names and non-string values', () => {
    const { doc, ref, element } = setupElement();
    addDataAttribute(doc, { ...ref, name: 'testid', value: 'hero' });
    expect(() => addDataAttribute(doc, { ...ref, name: 'testid', value: 'x' })).toThrow(
      "Data attribute 'testid' already exists",
    );
    expect(() => addDataAttribute(doc, { ...ref, name: 'n', value: 3 })).toThrow(
      'Data attribute value must be a string',
    );
    expect(() => addDataAttribute(doc, { ...ref, name: ' ', value: '' })).toThrow(
      'Data attribute name is required',
    );
    expect(element().dataAttributes).toEqual({ testid: 'hero' });
  });
});
