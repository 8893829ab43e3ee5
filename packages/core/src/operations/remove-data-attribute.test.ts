import { describe, expect, it } from 'vitest';
import { addDataAttribute } from './add-data-attribute.ts';
import { setupElement } from './fixtures.ts';
import { removeDataAttribute } from './remove-data-attribute.ts';

describe('removeDataAttribute', () => {
  it('removes an attribute and reports whether it existed', () => {
    const { doc, ref, element } = setupElement();
    addDataAttribute(doc, { ...ref, name: 'testid', value: 'a' });
    expect(removeDataAttribute(doc, { ...ref, name: 'testid' })).toBe(true);
    expect(removeDataAttribute(doc, { ...ref, name: 'testid' })).toBe(false);
    expect(element().dataAttributes).toEqual({});
  });
});
